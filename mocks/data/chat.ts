/**
 * Fixtures of the chat (docs/demo-api.md, "Chat"): eight contacts and their conversations with the
 * demo's own user (`me`). Fixed values only, so the screens and their screenshots never move.
 * Avatars are the shared demo pictures of `mocks/public/images/avatars/`.
 */
import type { ChatMessage, ChatUser } from '@pp/features/wire';

/** The demo's own user: the other side of every conversation. */
export const SELF = 'me';

type Contact = Omit<ChatUser, 'lastMessage' | 'unReadChatCount'>;

const avatar = (n: number) => `/images/avatars/avatar-${n}.svg`;

/** The contacts, in the order the list shows them. */
export const chatContacts: readonly Contact[] = [
  {
    id: 'u-1',
    name: 'Alene Carter',
    company: 'ABC Pvt Ltd',
    role: 'Sr. Customer Manager',
    work_email: 'alene.carter@abc.example.com',
    personal_email: 'alene@example.com',
    work_phone: '+1 380-293-0177',
    personal_phone: '+1 380-293-0178',
    location: 'Port Narcos',
    avatar: avatar(1),
    status: 'Technical Department',
    birthdayText: 'Happy birthday, Alene!',
    online_status: 'available',
  },
  {
    id: 'u-2',
    name: 'สมชาย ใจดี',
    company: 'บริษัท สยามเทรดดิ้ง จำกัด',
    role: 'ผู้จัดการฝ่ายขาย',
    work_email: 'somchai@siamtrading.example.com',
    personal_email: 'somchai.jaidee@example.com',
    work_phone: '+66 2 123 4567',
    personal_phone: '+66 81 234 5678',
    location: 'กรุงเทพมหานคร',
    avatar: avatar(2),
    status: 'ฝ่ายขาย',
    birthdayText: 'สุขสันต์วันเกิดครับคุณสมชาย',
    online_status: 'do_not_disturb',
  },
  {
    id: 'u-3',
    name: 'Keefe Bennett',
    company: 'Northwind Foods',
    role: 'Dietitian',
    work_email: 'keefe@northwind.example.com',
    personal_email: 'keefe.bennett@example.com',
    work_phone: '+1 253-418-5940',
    personal_phone: '+1 253-418-5941',
    location: 'Afghanistan',
    avatar: avatar(3),
    status: 'Support Executive',
    birthdayText: 'Happy birthday, Keefe!',
    online_status: 'offline',
  },
  {
    id: 'u-4',
    name: 'พิมพ์ชนก รัตนกุล',
    company: 'โลตัสดิจิทัล',
    role: 'นักออกแบบ',
    work_email: 'pimchanok@lotus.example.com',
    personal_email: 'pim@example.com',
    work_phone: '+66 2 765 4321',
    personal_phone: '+66 89 765 4321',
    location: 'เชียงใหม่',
    avatar: avatar(4),
    status: 'ทีมออกแบบ',
    birthdayText: 'สุขสันต์วันเกิดค่ะ',
    online_status: 'available',
  },
  {
    id: 'u-5',
    name: 'Lazaro Dubois',
    company: 'Kiwi Labs',
    role: 'Resort Manager',
    work_email: 'lazaro@kiwilabs.example.com',
    personal_email: 'lazaro.dubois@example.com',
    work_phone: '+33 4 78 42 10 10',
    personal_phone: '+33 6 12 34 56 78',
    location: 'Lyon, France',
    avatar: avatar(5),
    status: 'Sales Department',
    birthdayText: 'Joyeux anniversaire, Lazaro !',
    online_status: 'available',
  },
  {
    id: 'u-6',
    name: 'Hazle Kim',
    company: 'Blue Harbor Ltd',
    role: 'Academic Librarian',
    work_email: 'hazle@blueharbor.example.com',
    personal_email: 'hazle.kim@example.com',
    work_phone: '+82 2 555 0199',
    personal_phone: '+82 10 5555 0199',
    location: 'Seoul, Korea',
    avatar: avatar(6),
    status: 'Library',
    birthdayText: 'Happy birthday, Hazle!',
    online_status: 'offline',
  },
  {
    id: 'u-7',
    name: 'Herman Mehta',
    company: 'Maple & Co',
    role: 'Network Engineer',
    work_email: 'herman@maple.example.com',
    personal_email: 'herman.mehta@example.com',
    work_phone: '+91 20 5555 0100',
    personal_phone: '+91 98 5555 0100',
    location: 'Pune, India',
    avatar: avatar(1),
    status: 'Infrastructure',
    birthdayText: 'Happy birthday, Herman!',
    online_status: 'do_not_disturb',
  },
  {
    id: 'u-8',
    name: 'Wilhelmine Andersson',
    company: 'Lotus Digital',
    role: 'Product Owner',
    work_email: 'wilhelmine@lotus.example.com',
    personal_email: 'wilhelmine.andersson@example.com',
    work_phone: '+46 8 555 010 10',
    personal_phone: '+46 70 555 01 10',
    location: 'Stockholm, Sweden',
    avatar: avatar(2),
    status: 'Product',
    birthdayText: 'Grattis på födelsedagen!',
    online_status: 'offline',
  },
];

/** Unread messages per contact at the start. */
const unread: Readonly<Record<string, number>> = { 'u-1': 2, 'u-2': 1, 'u-5': 3, 'u-7': 1 };

/** Lines of a conversation: who wrote it (`them` or `me`), minutes after its first line, text. */
type Line = readonly ['them' | 'me', number, string];

const DAY = 24 * 60;

/** Each conversation starts at this moment (UTC), a few days before the fixtures' "now". */
const conversations: Readonly<Record<string, { start: string; lines: readonly Line[] }>> = {
  'u-1': {
    start: '2026-11-18T02:15:00.000Z',
    lines: [
      ['them', 0, 'Hi! Did you get a chance to look at the new dashboard?'],
      ['me', 4, 'Yes, this morning. The charts load much faster now.'],
      ['them', 6, 'Great. Can we go through the open tickets tomorrow?'],
      ['me', 9, 'Sure, 10:00 works for me.'],
      ['them', DAY + 5, 'Good morning! I moved our call to 10:30, sorry.'],
      ['me', DAY + 12, 'No problem, see you then.'],
      ['them', DAY + 95, 'Thanks for the call. I have sent the notes by mail.'],
      ['me', 2 * DAY + 30, 'Got them, thanks. Two questions about the second ticket.'],
      ['them', 2 * DAY + 34, 'Go ahead.'],
      ['them', 2 * DAY + 35, 'Also: the release is on Friday, so anything urgent should be in by Thursday.'],
    ],
  },
  'u-2': {
    start: '2026-11-19T03:00:00.000Z',
    lines: [
      ['them', 0, 'สวัสดีครับ ส่งใบเสนอราคาให้แล้วนะครับ'],
      ['me', 20, 'ได้รับแล้วค่ะ ขอบคุณมากค่ะ'],
      ['them', 25, 'ถ้ามีคำถามเพิ่มเติมติดต่อได้ตลอดเลยครับ'],
      ['them', DAY + 60, 'พรุ่งนี้สะดวกประชุมช่วงบ่ายไหมครับ'],
    ],
  },
  'u-3': {
    start: '2026-11-15T09:30:00.000Z',
    lines: [
      ['me', 0, 'Hi Keefe, is the menu for the event ready?'],
      ['them', 45, 'Almost. I will send it tonight.'],
      ['me', 50, 'Perfect, thank you!'],
    ],
  },
  'u-4': {
    start: '2026-11-17T07:00:00.000Z',
    lines: [
      ['them', 0, 'แบบร่างหน้าแรกเสร็จแล้วค่ะ ลองดูได้เลย'],
      ['me', 15, 'สวยมากครับ ขอปรับสีปุ่มให้เข้มขึ้นอีกนิดได้ไหมครับ'],
      ['them', 18, 'ได้ค่ะ เดี๋ยวส่งให้ใหม่'],
    ],
  },
  'u-5': {
    start: '2026-11-19T12:00:00.000Z',
    lines: [
      ['them', 0, 'Bonjour! The rooms for the team trip are booked.'],
      ['them', 1, 'Check-in is at 15:00.'],
      ['them', 2, 'Breakfast is included.'],
    ],
  },
  'u-6': { start: '2026-11-10T08:00:00.000Z', lines: [] },
  'u-7': {
    start: '2026-11-20T01:00:00.000Z',
    lines: [
      ['me', 0, 'The VPN is down again on the third floor.'],
      ['them', 10, 'On it. Restarting the gateway now.'],
    ],
  },
  'u-8': {
    start: '2026-11-12T14:00:00.000Z',
    lines: [['me', 0, 'Could you review the backlog before the planning?']],
  },
};

const at = (start: string, minutes: number) => new Date(Date.parse(start) + minutes * 60_000).toISOString();

/** Every message of the fixtures, oldest first per conversation. Ids: `m-<contact>-<n>`. */
export const chatMessages: readonly ChatMessage[] = Object.entries(conversations).flatMap(
  ([contact, { start, lines }]) =>
    lines.map(([who, minutes, text], index) => ({
      id: `m-${contact}-${index + 1}`,
      from: who === 'me' ? SELF : contact,
      to: who === 'me' ? contact : SELF,
      text,
      time: at(start, minutes),
    })),
);

const texts = [
  'Did you see the latest numbers?',
  'Yes, they look good. Let us keep going.',
  'ส่งเอกสารให้แล้วนะครับ',
  'I will check and get back to you after lunch.',
  'ได้เลยค่ะ ขอบคุณค่ะ',
  'Can we move the meeting to Thursday? Something came up on Wednesday afternoon and I would rather not rush it.',
  'Sure.',
];

/**
 * The long conversations made so far: the mock reads the seed on every call, and making 5,000
 * messages each time was most of the conversation call's time in the page's main thread.
 */
const madeConversations = new Map<string, readonly ChatMessage[]>();

/**
 * A long conversation with `contact`: `count` messages, a few minutes apart over many days, the
 * same on every run (the 5,000-message benchmark and its story). Ids: `m-<contact>-long-<n>`.
 */
export function longConversation(contact: string, count: number): ChatMessage[] {
  const key = `${contact}:${count}`;
  let messages = madeConversations.get(key);
  if (!messages) {
    messages = makeConversation(contact, count);
    madeConversations.set(key, messages);
  }
  return [...messages];
}

function makeConversation(contact: string, count: number): readonly ChatMessage[] {
  const start = Date.parse('2026-01-01T01:00:00.000Z');
  return Array.from({ length: count }, (_, index): ChatMessage => {
    const mine = index % 3 === 1;
    return {
      id: `m-${contact}-long-${index + 1}`,
      from: mine ? SELF : contact,
      to: mine ? contact : SELF,
      text: `${texts[index % texts.length] ?? ''} (#${index + 1})`,
      // About 40 messages a day: a separator every 40 rows or so.
      time: new Date(start + index * 37 * 60_000).toISOString(),
    };
  });
}

/** The contacts as `GET /api/chat/users` answers them at the start: last message and unread count. */
export function seedChatUsers(messages: readonly ChatMessage[] = chatMessages): ChatUser[] {
  return chatContacts.map((contact) => {
    const own = messages.filter((message) => message.from === contact.id || message.to === contact.id);
    return {
      ...contact,
      lastMessage: own.at(-1)?.text ?? '',
      unReadChatCount: unread[contact.id] ?? 0,
    };
  });
}
