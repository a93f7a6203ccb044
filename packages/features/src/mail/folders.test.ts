import { describe, expect, it } from 'vitest';

import {
  applyFlag,
  filterMails,
  foldersOf,
  inFolder,
  newestFirst,
  pageOf,
  searchMails,
  unreadCounts,
} from './folders';
import type { Mail } from './types';

const base: Mail = {
  id: 'm1',
  subject: 'Hello',
  isRead: false,
  important: false,
  starred: false,
  time: '2026-11-20T09:00:00.000Z',
  promotions: false,
  forums: false,
  attach: false,
  sent: false,
  draft: false,
  spam: false,
  trash: false,
  profile: { avatar: '', name: 'Ann', email: 'ann@example.com', to: 'me@example.com' },
  sender: { avatar: '', name: 'Ann', email: 'ann@example.com', to: 'me@example.com', about: '' },
  message: 'Hi',
  attachments: [],
};
const mail = (id: string, flags: Partial<Mail> = {}): Mail => ({ ...base, id, ...flags });

describe('folder membership', () => {
  it('inbox is every mail not marked spam, trash and sent included', () => {
    expect(inFolder(mail('a'), 'inbox')).toBe(true);
    expect(inFolder(mail('a', { trash: true }), 'inbox')).toBe(true);
    expect(inFolder(mail('a', { sent: true }), 'inbox')).toBe(true);
    expect(inFolder(mail('a', { spam: true }), 'inbox')).toBe(false);
  });

  it('each other folder follows its same-named flag', () => {
    for (const folder of [
      'sent',
      'draft',
      'spam',
      'trash',
      'starred',
      'important',
      'promotions',
      'forums',
    ] as const) {
      expect(inFolder(mail('a'), folder)).toBe(false);
      expect(inFolder(mail('a', { [folder]: true }), folder)).toBe(true);
    }
  });

  it('a mail with several flags is in several folders; all holds every mail', () => {
    expect(foldersOf(mail('a', { starred: true, promotions: true }))).toEqual([
      'all',
      'inbox',
      'starred',
      'promotions',
    ]);
    expect(foldersOf(mail('a', { spam: true }))).toEqual(['all', 'spam']);
  });

  it('filter keeps the order; an unknown filter gives every mail', () => {
    const mails = [mail('a', { spam: true }), mail('b'), mail('c', { starred: true })];
    expect(filterMails(mails, 'inbox').map((m) => m.id)).toEqual(['b', 'c']);
    expect(filterMails(mails, 'starred').map((m) => m.id)).toEqual(['c']);
    expect(filterMails(mails, 'nonsense').map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(filterMails(mails, '').map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('unread counts', () => {
  it('count unread mails per folder only', () => {
    const counts = unreadCounts([
      mail('a'),
      mail('b', { isRead: true, starred: true }),
      mail('c', { spam: true }),
      mail('d', { starred: true, important: true }),
      mail('e', { trash: true, forums: true }),
    ]);
    expect(counts).toEqual({
      all: 4,
      inbox: 3,
      sent: 0,
      draft: 0,
      spam: 1,
      trash: 1,
      starred: 1,
      important: 1,
      promotions: 0,
      forums: 1,
    });
  });

  it('are all zero for no mail', () => {
    expect(Object.values(unreadCounts([]))).toEqual(Array(10).fill(0));
  });

  it('follow the flag writes: read lowers, starring an unread mail raises starred', () => {
    const mails = [mail('a'), mail('b')];
    const read = applyFlag(mails, 'a', 'read') ?? [];
    expect(unreadCounts(read).inbox).toBe(1);
    const starred = applyFlag(read, 'b', 'starred') ?? [];
    expect(unreadCounts(starred).starred).toBe(1);
    expect(unreadCounts(applyFlag(starred, 'b', 'starred') ?? []).starred).toBe(0);
  });
});

describe('flag writes', () => {
  it('setRead sets, important and starred toggle, only on that mail', () => {
    const mails = [mail('a', { isRead: true }), mail('b')];
    expect(applyFlag(mails, 'a', 'read')?.[0]?.isRead).toBe(true);
    expect(applyFlag(mails, 'b', 'important')?.[1]?.important).toBe(true);
    expect(applyFlag(applyFlag(mails, 'b', 'important') ?? [], 'b', 'important')?.[1]?.important).toBe(false);
    expect(applyFlag(mails, 'b', 'starred')?.[0]).toBe(mails[0]);
  });

  it('an unknown id changes nothing', () => {
    expect(applyFlag([mail('a')], 'zzz', 'read')).toBeUndefined();
  });

  it('newest first', () => {
    const list = newestFirst([
      mail('old', { time: '2026-01-01T00:00:00Z' }),
      mail('new', { time: '2026-02-01T00:00:00Z' }),
    ]);
    expect(list.map((m) => m.id)).toEqual(['new', 'old']);
  });
});

describe('search and pages (the list call)', () => {
  const box = Array.from({ length: 7 }, (_, index) =>
    mail(`m${index}`, {
      subject: index % 2 === 0 ? `Invoice ${index}` : `Hello ${index}`,
      starred: index < 3,
      spam: index === 6,
    }),
  );

  it('search keeps the mails holding every word, in any case, in subject, name, address or text', () => {
    expect(searchMails(box, 'INVOICE').map((m) => m.id)).toEqual(['m0', 'm2', 'm4', 'm6']);
    expect(searchMails(box, 'invoice 4').map((m) => m.id)).toEqual(['m4']);
    expect(searchMails(box, 'ann@example')).toHaveLength(7);
    expect(searchMails(box, '  ')).toBe(box);
    expect(searchMails(box, 'nowhere')).toEqual([]);
  });

  it("a page of the folder's matches, with how many matched", () => {
    expect(pageOf(box, { folder: 'inbox', size: 4 })).toMatchObject({ total: 6, page: 0 });
    expect(pageOf(box, { folder: 'inbox', size: 4, page: 1 }).mails.map((m) => m.id)).toEqual(['m4', 'm5']);
    expect(pageOf(box, { folder: 'starred', search: 'invoice', size: 25 }).mails.map((m) => m.id)).toEqual([
      'm0',
      'm2',
    ]);
  });

  it('a page past the end gives the last page; no size gives every match; no folder is all', () => {
    expect(pageOf(box, { folder: 'inbox', size: 4, page: 9 })).toMatchObject({ page: 1, total: 6 });
    expect(pageOf(box, { search: 'nowhere', size: 4, page: 3 })).toEqual({ mails: [], total: 0, page: 0 });
    expect(pageOf(box, {}).mails).toHaveLength(7);
  });
});
