/**
 * Fixtures of the kanban (docs/demo-api.md, "Kanban"): the default columns New, Active, Resolved
 * and Closed, 12 items (English and Thai), 4 user stories, 6 people and their comments; the same on
 * every run. Pictures are `mocks/public/apps/kanban/*.svg` and the contacts' avatars (drawn for
 * this project).
 */
import type {
  KanbanColumn,
  KanbanComment,
  KanbanItem,
  KanbanProfile,
  KanbanState,
  UserStory,
} from '@pp/features/wire';

/** The default columns, in order (spec: New, Active, Resolved, Closed). */
export const DEFAULT_COLUMNS = ['New', 'Active', 'Resolved', 'Closed'] as const;

const profiles: KanbanProfile[] = [
  { id: 'profile-1', avatar: '/apps/contact/avatar-1.svg', name: 'Barney Thea', time: '2 min ago' },
  { id: 'profile-2', avatar: '/apps/contact/avatar-2.svg', name: 'สมชาย ใจดี', time: '1 day ago' },
  { id: 'profile-3', avatar: '/apps/contact/avatar-3.svg', name: 'Maddison Wilber', time: 'now' },
  { id: 'profile-4', avatar: '/apps/contact/avatar-4.svg', name: 'ณัฐธิดา ศรีสุข', time: '5 days ago' },
  { id: 'profile-5', avatar: '/apps/contact/avatar-5.svg', name: 'Kenji Watanabe', time: '3 hours ago' },
  { id: 'profile-6', avatar: '', name: 'Lina Andersson', time: '1 week ago' },
];

const comments: KanbanComment[] = [
  { id: 'comment-1', comment: 'The spacing looks right on a phone now.', profileId: 'profile-3' },
  { id: 'comment-2', comment: 'ทดสอบบน iPhone SE แล้ว ใช้งานได้ปกติ', profileId: 'profile-2' },
  { id: 'comment-3', comment: 'Can we keep the old link working for a month?', profileId: 'profile-1' },
  { id: 'comment-4', comment: 'รอฝ่ายการตลาดยืนยันข้อความอีกครั้ง', profileId: 'profile-4' },
  { id: 'comment-5', comment: 'Logs attached; it happens only after a timeout.', profileId: 'profile-5' },
  { id: 'comment-6', comment: 'Agreed with the product owner on Friday.', profileId: 'profile-6' },
  { id: 'comment-7', comment: 'เพิ่มเกณฑ์การยอมรับเรื่องภาษาไทยแล้ว', profileId: 'profile-2' },
];

type ItemSeed = Pick<KanbanItem, 'id' | 'title' | 'priority'> & Partial<KanbanItem>;

const item = (seed: ItemSeed): KanbanItem => ({
  description: '',
  assign: '',
  attachments: [],
  commentIds: [],
  dueDate: '',
  image: false,
  ...seed,
});

const items: KanbanItem[] = [
  item({
    id: 'item-1',
    title: 'Online payment checkout flow',
    description: 'Card and PromptPay in one step, with the amount shown before paying.',
    priority: 'high',
    assign: 'profile-1',
    dueDate: '2026-12-04',
    image: 'wireframe.svg',
    commentIds: ['comment-1'],
    attachments: [{ name: 'checkout-flow.pdf', size: 482_113 }],
  }),
  item({
    id: 'item-2',
    title: 'ออกแบบหน้าโปรโมชันสำหรับมือถือ',
    description: 'การ์ดโปรโมชันเรียงเป็นคอลัมน์เดียวบนจอ 375 พิกเซล',
    priority: 'medium',
    assign: 'profile-2',
    dueDate: '2026-12-10',
    image: 'phone.svg',
    commentIds: ['comment-2'],
  }),
  item({
    id: 'item-3',
    title: 'Password reset email template',
    priority: 'low',
    assign: 'profile-6',
    dueDate: '2026-12-15',
  }),
  item({
    id: 'item-4',
    title: 'Move the old invite links',
    description: 'Redirect /ref/<code> to the register page with the inviter filled in.',
    priority: 'medium',
    assign: 'profile-5',
    commentIds: ['comment-3'],
  }),
  item({
    id: 'item-5',
    title: 'แก้ข้อความแจ้งเตือนการถอนเงิน',
    description: 'ข้อความต้องบอกยอดเทิร์นโอเวอร์ที่ยังขาด',
    priority: 'high',
    assign: 'profile-4',
    dueDate: '2026-11-30',
    commentIds: ['comment-4'],
  }),
  item({
    id: 'item-6',
    title: 'Session expires while a deposit slip uploads',
    description: 'Keep the upload and ask to log in again.',
    priority: 'high',
    assign: 'profile-5',
    commentIds: ['comment-5'],
    attachments: [
      { name: 'upload-timeout.log', size: 18_204 },
      { name: 'screen-recording.mp4', size: 3_145_728 },
    ],
  }),
  item({
    id: 'item-7',
    title: 'Weekly report chart',
    priority: 'medium',
    assign: 'profile-3',
    dueDate: '2026-12-01',
    image: 'chart.svg',
  }),
  item({ id: 'item-8', title: 'Dark mode contrast of chips', priority: 'low', assign: 'profile-3' }),
  item({
    id: 'item-9',
    title: 'ปรับฟอนต์ภาษาไทยในตาราง',
    priority: 'low',
    assign: 'profile-2',
    dueDate: '2026-11-20',
  }),
  item({ id: 'item-10', title: 'Remove the unused banner sizes', priority: 'low' }),
  item({
    id: 'item-11',
    title: 'Login rate limit',
    description: 'Five wrong passwords lock the login for fifteen minutes.',
    priority: 'high',
    assign: 'profile-1',
    dueDate: '2026-11-18',
  }),
  item({ id: 'item-12', title: 'ตรวจสอบลิงก์เชิญเพื่อน', priority: 'medium', assign: 'profile-4' }),
];

const columnIds = ['column-1', 'column-2', 'column-3', 'column-4'] as const;

const columns: KanbanColumn[] = [
  { id: 'column-1', title: 'New', itemIds: ['item-1', 'item-2', 'item-3', 'item-10'] },
  { id: 'column-2', title: 'Active', itemIds: ['item-4', 'item-5', 'item-6'] },
  { id: 'column-3', title: 'Resolved', itemIds: ['item-7', 'item-8', 'item-9'] },
  { id: 'column-4', title: 'Closed', itemIds: ['item-11', 'item-12'] },
];

const userStory: UserStory[] = [
  {
    id: 'story-1',
    title: 'As a player I pay online in one step',
    description: 'Deposit with a card or PromptPay without leaving the site.',
    acceptance: 'The amount is shown before paying; a failed payment leaves the balance unchanged.',
    assign: 'profile-1',
    columnId: 'column-2',
    commentIds: ['comment-6'],
    dueDate: '2026-12-12',
    priority: 'high',
    itemIds: ['item-1', 'item-6', 'item-11'],
  },
  {
    id: 'story-2',
    title: 'ผู้เล่นดูโปรโมชันบนมือถือได้สะดวก',
    description: 'โปรโมชันทั้งหมดอ่านง่ายบนจอเล็ก',
    acceptance: 'ไม่มีการเลื่อนด้านข้าง ปุ่มกดมีขนาดอย่างน้อย 44 พิกเซล',
    assign: 'profile-2',
    columnId: 'column-1',
    commentIds: ['comment-7'],
    dueDate: '2026-12-20',
    priority: 'medium',
    itemIds: ['item-2', 'item-5', 'item-9'],
  },
  {
    id: 'story-3',
    title: 'As a player I invite friends with my link',
    description: 'Old and new invite links both lead to the register page.',
    acceptance: 'The inviter field is filled in from the link.',
    assign: 'profile-5',
    columnId: 'column-3',
    commentIds: [],
    dueDate: '',
    priority: 'medium',
    itemIds: ['item-4', 'item-12'],
  },
  {
    id: 'story-4',
    title: 'As an operator I read the weekly report',
    description: '',
    acceptance: '',
    assign: '',
    columnId: 'column-4',
    commentIds: [],
    dueDate: '',
    priority: 'low',
    itemIds: ['item-7'],
  },
];

/** A fresh copy of the whole fixture state (nothing selected). */
export function seedKanban(): KanbanState {
  return structuredClone({
    columns,
    columnsOrder: [...columnIds],
    comments,
    items,
    profiles,
    userStory,
    userStoryOrder: ['story-1', 'story-2', 'story-3', 'story-4'],
    selectedItem: false,
  });
}

/** A board with no column, item or story yet (the same people). */
export function emptyKanban(): KanbanState {
  return {
    ...seedKanban(),
    columns: [],
    columnsOrder: [],
    comments: [],
    items: [],
    userStory: [],
    userStoryOrder: [],
  };
}
