/**
 * Helpers of the mail stories (not shipped): patience for data, mailboxes made for the edge cases
 * (long Thai names, thousands of mails), and the count a folder shows.
 */
import { expect, waitFor, within } from 'storybook/test';

import type { Mail } from './types';

/** Patience for data and transitions on a busy machine (waitFor and findBy options). */
export const LONG = { timeout: 5000 } as const;

/** The unread count a folder shows ('' when none). */
export function unreadOf(canvas: HTMLElement, folder: string): string {
  const badge = canvas.querySelector(`[data-testid="unread-${folder}"] [aria-hidden]`);
  return badge?.textContent ?? '';
}

/** Waits until a folder shows `count` unread (0: no badge). */
export async function expectUnread(canvas: HTMLElement, folder: string, count: number): Promise<void> {
  await waitFor(() => expect(unreadOf(canvas, folder)).toBe(count === 0 ? '' : String(count)), LONG);
}

/** The row of the mail list whose text holds `text`. */
export function rowOf(canvas: HTMLElement, text: string | RegExp): HTMLElement {
  const list = within(canvas).getByRole('list', { name: 'Mails' });
  const row = within(list)
    .getAllByRole('listitem')
    .find((item) =>
      typeof text === 'string' ? item.textContent.includes(text) : text.test(item.textContent),
    );
  if (!row) throw new Error(`no mail row with ${String(text)}`);
  return row;
}

const base: Omit<Mail, 'id' | 'subject' | 'time' | 'profile' | 'sender' | 'message'> = {
  isRead: false,
  important: false,
  starred: false,
  promotions: false,
  forums: false,
  attach: false,
  sent: false,
  draft: false,
  spam: false,
  trash: false,
  attachments: [],
};

/** Mails with very long Thai names, subjects and unbroken words, to check wrapping. */
export const longThaiMails: Mail[] = [
  {
    ...base,
    id: 'thai-1',
    subject: 'ขอเชิญเข้าร่วมประชุมใหญ่สามัญผู้ถือหุ้นประจำปีสองพันห้าร้อยหกสิบเก้าณห้องประชุมใหญ่ชั้นสิบสอง',
    time: '2026-11-24T08:00:00.000Z',
    profile: {
      avatar: '',
      name: 'สมศักดิ์ ประเสริฐวงศ์ตระกูลเจริญรุ่งเรืองศรีสวัสดิ์',
      email: 'somsak.prasertwongtrakul.charoenrungrueang@example.co.th',
      to: 'pat.lee@example.com',
    },
    sender: {
      avatar: '',
      name: 'สมศักดิ์ ประเสริฐวงศ์ตระกูลเจริญรุ่งเรืองศรีสวัสดิ์',
      email: 'somsak.prasertwongtrakul.charoenrungrueang@example.co.th',
      to: 'pat.lee@example.com',
      about: '',
    },
    message:
      'เรียนท่านผู้ถือหุ้น\n\nบริษัทขอเชิญท่านเข้าร่วมประชุมใหญ่สามัญผู้ถือหุ้นประจำปี โดยมีวาระการประชุมดังต่อไปนี้ พิจารณารับรองรายงานการประชุมครั้งที่ผ่านมา พิจารณาอนุมัติงบการเงิน และพิจารณาเลือกตั้งกรรมการแทนกรรมการที่ออกตามวาระ\n\nขอแสดงความนับถือ',
  },
  {
    ...base,
    id: 'thai-2',
    isRead: true,
    starred: true,
    subject: 'Supercalifragilisticexpialidocious-quarterly-report-final-final-v2.xlsx',
    time: '2026-11-23T08:00:00.000Z',
    profile: {
      avatar: '/images/avatars/avatar-2.svg',
      name: 'Maximilian Alexander von Hohenzollern-Sigmaringen',
      email: 'maximilian.alexander.von.hohenzollern-sigmaringen@example.com',
      to: 'pat.lee@example.com',
    },
    sender: {
      avatar: '/images/avatars/avatar-2.svg',
      name: 'Maximilian Alexander von Hohenzollern-Sigmaringen',
      email: 'maximilian.alexander.von.hohenzollern-sigmaringen@example.com',
      to: 'pat.lee@example.com',
      about: '',
    },
    message: 'Short one.',
  },
];
