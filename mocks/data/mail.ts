/**
 * Fixtures of the mail app (docs/demo-api.md, "Mail"): a mailbox of 24 mails, the same on every
 * run, in English and Thai, with attachments that are small images of the demo
 * (`mocks/public/apps/mail/`), and `generatedMails(n)` for the 5,000-mail benchmark.
 * Messages are plain text: line breaks are `\n`, nothing in them is markup.
 */
import type { Mail, MailAttachment } from '@pp/features/wire';

/** The owner of the demo mailbox: the `to` of received mails and the sender of sent ones. */
export const MAILBOX_OWNER = {
  name: 'Pat Lee',
  email: 'pat.lee@example.com',
  avatar: '/images/avatars/avatar-6.svg',
  about: 'Product designer at Player Portal',
} as const;

interface Person {
  name: string;
  email: string;
  avatar: string;
  about: string;
}

const avatar = (n: number): string => `/images/avatars/avatar-${n}.svg`;

const people: Person[] = [
  { name: 'Ava Thompson', email: 'ava.thompson@example.com', avatar: avatar(1), about: 'Marketing lead' },
  { name: 'สมชาย ใจดี', email: 'somchai.jaidee@example.co.th', avatar: avatar(2), about: 'ผู้จัดการฝ่ายขาย' },
  { name: 'Liam Carter', email: 'liam.carter@example.com', avatar: avatar(3), about: 'Backend engineer' },
  { name: 'มาลี ศรีสุข', email: 'malee.srisuk@example.co.th', avatar: avatar(4), about: 'นักออกแบบกราฟิก' },
  { name: 'Noah Kim', email: 'noah.kim@example.com', avatar: avatar(5), about: 'Community manager' },
  {
    name: 'Forum Digest',
    email: 'digest@forum.example.com',
    avatar: avatar(1),
    about: 'Weekly forum digest',
  },
  { name: 'Shop Deals', email: 'deals@shop.example.com', avatar: avatar(3), about: 'Offers and promotions' },
];

/** The attachments of the demo: our own small SVG images. */
export const mailAttachments: Record<'chart' | 'photo' | 'plan' | 'ticket', MailAttachment> = {
  chart: { id: 'att-chart', image: '/apps/mail/chart.svg', title: 'Sales chart.svg' },
  photo: { id: 'att-photo', image: '/apps/mail/photo.svg', title: 'Team photo.svg' },
  plan: { id: 'att-plan', image: '/apps/mail/plan.svg', title: 'Floor plan.svg' },
  ticket: { id: 'att-ticket', image: '/apps/mail/ticket.svg', title: 'Event ticket.svg' },
};

type Flags = Partial<
  Pick<
    Mail,
    'isRead' | 'important' | 'starred' | 'promotions' | 'forums' | 'sent' | 'draft' | 'spam' | 'trash'
  >
>;

interface Seed {
  from: number;
  subject: string;
  message: string;
  time: string;
  flags?: Flags;
  attachments?: MailAttachment[];
}

function build(index: number, seed: Seed): Mail {
  const person = people[seed.from % people.length] ?? people[0]!;
  const sent = seed.flags?.sent ?? false;
  const author = sent ? MAILBOX_OWNER : person;
  const attachments = seed.attachments ?? [];
  return {
    id: `mail-${String(index + 1).padStart(2, '0')}`,
    subject: seed.subject,
    isRead: false,
    important: false,
    starred: false,
    time: seed.time,
    promotions: false,
    forums: false,
    attach: attachments.length > 0,
    sent: false,
    draft: false,
    spam: false,
    trash: false,
    ...seed.flags,
    profile: {
      avatar: person.avatar,
      name: person.name,
      email: person.email,
      to: sent ? person.email : MAILBOX_OWNER.email,
    },
    sender: {
      avatar: author.avatar,
      name: author.name,
      email: author.email,
      to: sent ? person.email : MAILBOX_OWNER.email,
      about: author.about,
    },
    message: seed.message,
    attachments,
  };
}

const seeds: Seed[] = [
  {
    from: 0,
    subject: 'Launch plan for the spring campaign',
    message:
      'Hi Pat,\n\nAttached is the sales chart from last quarter. Could you look at the landing page drafts before Friday?\n\nThanks,\nAva',
    time: '2026-11-24T08:45:00.000Z',
    flags: { important: true },
    attachments: [mailAttachments.chart],
  },
  {
    from: 1,
    subject: 'สรุปยอดขายประจำเดือนพฤศจิกายน',
    message:
      'สวัสดีครับคุณแพท\n\nผมแนบรูปทีมงานจากงานสัมมนาเมื่อวานมาให้ครับ ยอดขายเดือนนี้เพิ่มขึ้นร้อยละสิบสองเมื่อเทียบกับเดือนที่แล้ว\n\nขอบคุณครับ\nสมชาย',
    time: '2026-11-24T07:30:00.000Z',
    flags: { starred: true },
    attachments: [mailAttachments.photo],
  },
  {
    from: 2,
    subject: 'API rate limits for the mobile app',
    message:
      'Pat,\n\nWe hit the rate limit twice this morning. I raised it to 600 requests per minute.\n\nLiam',
    time: '2026-11-23T16:10:00.000Z',
    flags: { isRead: true },
  },
  {
    from: 3,
    subject: 'แบบร่างโลโก้ใหม่สำหรับงานเทศกาล',
    message: 'สวัสดีค่ะ\n\nส่งแบบแปลนพื้นที่จัดงานและบัตรเข้างานมาให้ตรวจดูค่ะ\n\nมาลี',
    time: '2026-11-23T11:00:00.000Z',
    flags: { important: true, starred: true },
    attachments: [mailAttachments.plan, mailAttachments.ticket],
  },
  {
    from: 4,
    subject: 'Community meetup next Thursday',
    message: 'Hello Pat,\n\nWe are meeting at 18:00 at the usual place. Bring a friend!\n\nNoah',
    time: '2026-11-22T19:20:00.000Z',
    flags: { isRead: true, starred: true },
  },
  {
    from: 5,
    subject: 'This week on the forum: 12 new threads',
    message:
      'The most read threads this week:\n- Dark mode tips\n- Keyboard shortcuts\n- Favourite Thai fonts',
    time: '2026-11-22T06:00:00.000Z',
    flags: { forums: true },
  },
  {
    from: 6,
    subject: '30% off everything this weekend',
    message: 'Our biggest sale of the year starts Saturday. Use the code WEEKEND30 at checkout.',
    time: '2026-11-21T09:00:00.000Z',
    flags: { promotions: true },
  },
  {
    from: 0,
    subject: 'Re: Brand colours',
    message: 'Pat,\n\nThe new primary colour passes contrast on both light and dark. Good to go.\n\nAva',
    time: '2026-11-21T08:15:00.000Z',
    flags: { isRead: true, important: true },
  },
  {
    from: 2,
    subject: 'Deploy window moved to Sunday',
    message: 'The database upgrade needs a longer window, so the deploy moves to Sunday 02:00.',
    time: '2026-11-20T14:40:00.000Z',
    flags: { isRead: true },
  },
  {
    from: 1,
    subject: 'นัดประชุมลูกค้ารายใหม่',
    message: 'เรียนคุณแพท\n\nลูกค้ารายใหม่ขอเลื่อนการประชุมเป็นวันพุธหน้า เวลาบ่ายสองโมงครับ',
    time: '2026-11-20T10:05:00.000Z',
  },
  {
    from: 4,
    subject: 'You won a free cruise!!!',
    message: 'Click here to claim your prize. This offer ends today.',
    time: '2026-11-19T23:59:00.000Z',
    flags: { spam: true },
  },
  {
    from: 6,
    subject: 'Cheap watches, best prices',
    message: 'Luxury watches at a fraction of the price.',
    time: '2026-11-19T22:00:00.000Z',
    flags: { spam: true, isRead: true },
  },
  {
    from: 2,
    subject: 'Old build logs',
    message: 'These logs are no longer needed.',
    time: '2026-11-19T12:00:00.000Z',
    flags: { trash: true, isRead: true },
  },
  {
    from: 3,
    subject: 'ขอบคุณสำหรับความช่วยเหลือ',
    message: 'ขอบคุณมากค่ะที่ช่วยตรวจงานให้เมื่อวาน',
    time: '2026-11-18T15:30:00.000Z',
    flags: { trash: true },
  },
  {
    from: 0,
    subject: 'Quarterly report draft',
    message: 'Ava,\n\nHere is the first draft of the quarterly report. Comments welcome.\n\nPat',
    time: '2026-11-18T09:00:00.000Z',
    flags: { sent: true, isRead: true },
    attachments: [mailAttachments.chart],
  },
  {
    from: 1,
    subject: 'ยืนยันการสั่งซื้อ',
    message: 'เรียนคุณสมชาย\n\nยืนยันการสั่งซื้อตามใบเสนอราคาเลขที่ 2026-118 ครับ\n\nแพท',
    time: '2026-11-17T13:00:00.000Z',
    flags: { sent: true, isRead: true },
  },
  {
    from: 4,
    subject: 'Meetup agenda (draft)',
    message: 'Noah,\n\nA first idea for the agenda:\n1. Welcome\n2. Lightning talks',
    time: '2026-11-17T10:00:00.000Z',
    flags: { draft: true, isRead: true },
  },
  {
    from: 5,
    subject: 'Reply to your post: "Thai line breaks"',
    message: 'Someone replied to your post: "Break between words, never inside them."',
    time: '2026-11-16T18:00:00.000Z',
    flags: { forums: true, isRead: true },
  },
  {
    from: 6,
    subject: 'New arrivals in the kitchen store',
    message: 'Cast iron pans are back in stock.',
    time: '2026-11-16T08:00:00.000Z',
    flags: { promotions: true, isRead: true },
  },
  {
    from: 2,
    subject: 'Code review: payment retries',
    message: 'Left a few comments on the retry policy. Mostly naming.',
    time: '2026-11-15T17:45:00.000Z',
    flags: { isRead: true },
  },
  {
    from: 3,
    subject: 'ตารางงานสัปดาห์หน้า',
    message: 'ส่งตารางงานสัปดาห์หน้ามาให้ดูค่ะ มีงานเพิ่มวันอังคาร',
    time: '2026-11-15T09:30:00.000Z',
    flags: { isRead: true },
    attachments: [mailAttachments.plan],
  },
  {
    from: 0,
    subject: 'Photos from the offsite',
    message: 'Pat,\n\nThe photos from the offsite, as promised.\n\nAva',
    time: '2026-11-14T12:00:00.000Z',
    flags: { isRead: true, starred: true },
    attachments: [mailAttachments.photo],
  },
  {
    from: 4,
    subject: 'Volunteers for the next event',
    message: 'We need three more volunteers for the registration desk.',
    time: '2026-11-13T08:20:00.000Z',
    flags: { isRead: true },
  },
  {
    from: 1,
    subject: 'ตั๋วเข้างานแสดงสินค้า',
    message: 'แนบตั๋วเข้างานแสดงสินค้าวันเสาร์นี้มาให้ครับ',
    time: '2026-11-12T07:00:00.000Z',
    flags: { isRead: true, important: true },
    attachments: [mailAttachments.ticket],
  },
];

/** The demo mailbox: 24 mails, newest first. */
export const seedMails: readonly Mail[] = seeds.map((seed, index) => build(index, seed));

const subjects = [
  'Weekly status update',
  'รายงานประจำสัปดาห์',
  'Invoice reminder',
  'นัดหมายประชุมทีม',
  'Your order has shipped',
  'New comment on your post',
];
const bodies = [
  'Here is this week’s update. Everything is on track.',
  'สวัสดีครับ ส่งรายงานประจำสัปดาห์มาให้ครับ',
  'A friendly reminder that the invoice is due on Friday.',
];

const GENERATED_START = Date.parse('2026-11-24T09:00:00.000Z');

/**
 * The benchmark's mail number `index` (from 0, newest first), the same on every run; every folder is
 * present: one in three unread, every 7th starred, every 11th important, every 13th spam.
 */
export function generatedMail(index: number): Mail {
  const mail = build(index, {
    from: index,
    subject: `${subjects[index % subjects.length] ?? 'Update'} #${index + 1}`,
    message: bodies[index % bodies.length] ?? '',
    time: new Date(GENERATED_START - index * 37 * 60_000).toISOString(),
    flags: {
      isRead: index % 3 !== 0,
      starred: index % 7 === 0,
      important: index % 11 === 0,
      spam: index % 13 === 12,
      promotions: index % 17 === 5,
      forums: index % 19 === 7,
    },
    attachments: index % 9 === 0 ? [mailAttachments.chart] : [],
  });
  return { ...mail, id: `mail-${index + 1}` };
}

/** `count` mails for the benchmark (`generatedMail` 0 to count - 1). */
export function generatedMails(count: number): Mail[] {
  return Array.from({ length: count }, (_, index) => generatedMail(index));
}
