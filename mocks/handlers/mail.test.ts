import { existsSync } from 'node:fs';

import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { mailPaths } from '@pp/features/endpoints';
import type { MailChange, Mailbox } from '@pp/features/wire';
import { generatedMails, seedMails } from '../data/mail';
import { memoryStore, setMockStorage } from '../lib/persist';
import { listMails, MAIL_SIZE_KEY, mailboxReady, resetMail } from '../stores/mail';
import { createMailHandlers, mailScenarios } from './mail';
import { callDemo } from './contract';

const API = 'http://localhost/api';
const server = setupServer(...createMailHandlers(() => new Date('2026-11-24T10:00:00.000Z')));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  setMockStorage(memoryStore());
  resetMail();
});
afterAll(() => server.close());

const call = callDemo;

/** Turns the benchmark's switch on: the store starts again with `size` generated mails. */
function switchToGeneratedMailbox(size: number): void {
  const store = memoryStore();
  store.setItem(MAIL_SIZE_KEY, String(size));
  setMockStorage(store);
  resetMail();
}
const box = async (query = '') => (await call(`${mailPaths.list}${query}`)).body as Mailbox;
const write = async (path: string, body: unknown) => (await call(path, body)).body as MailChange;

describe('fixtures', () => {
  it('24 mails with unique ids, newest first, every folder used, Thai and English, attachments shipped', () => {
    expect(seedMails).toHaveLength(24);
    expect(new Set(seedMails.map((mail) => mail.id)).size).toBe(24);
    const times = seedMails.map((mail) => mail.time);
    expect([...times].sort().reverse()).toEqual(times);
    for (const flag of [
      'sent',
      'draft',
      'spam',
      'trash',
      'starred',
      'important',
      'promotions',
      'forums',
    ] as const) {
      expect(seedMails.some((mail) => mail[flag])).toBe(true);
    }
    expect(seedMails.some((mail) => /[\u0E00-\u0E7F]/.test(mail.subject))).toBe(true);
    for (const mail of seedMails) {
      expect(mail.attach).toBe(mail.attachments.length > 0);
      for (const attachment of mail.attachments) {
        expect(existsSync(new URL(`../public${attachment.image}`, import.meta.url))).toBe(true);
      }
    }
  });

  it('generated mails are the same on every call', () => {
    expect(generatedMails(50)).toEqual(generatedMails(50));
    expect(new Set(generatedMails(5000).map((mail) => mail.id)).size).toBe(5000);
  });
});

describe('mail API', () => {
  it('lists every mail with the unread counts', async () => {
    const { mails, unreadCount } = await box();
    expect(mails).toHaveLength(24);
    expect(unreadCount.all).toBe(seedMails.filter((mail) => !mail.isRead).length);
    expect(unreadCount.inbox).toBe(seedMails.filter((mail) => !mail.isRead && !mail.spam).length);
    expect(unreadCount.spam).toBe(1);
  });

  it('setRead sets isRead and lowers the counts; a second setRead keeps it read', async () => {
    const before = await box();
    const unread = before.mails.find((mail) => !mail.isRead && !mail.spam);
    const after = await write(mailPaths.setRead, { id: unread?.id });
    expect(after.mail).toMatchObject({ id: unread?.id, isRead: true });
    expect(after.unreadCount.inbox).toBe(before.unreadCount.inbox - 1);
    expect((await box()).mails.find((mail) => mail.id === unread?.id)?.isRead).toBe(true);
    const again = await write(mailPaths.setRead, { id: unread?.id });
    expect(again.unreadCount).toEqual(after.unreadCount);
  });

  it('setImportant and setStarred toggle, and the list keeps the change', async () => {
    const id = seedMails[2]?.id;
    expect((await write(mailPaths.setStarred, { id })).mail.starred).toBe(true);
    expect((await write(mailPaths.setImportant, { id })).mail.important).toBe(true);
    expect((await write(mailPaths.setStarred, { id })).mail.starred).toBe(false);
    expect((await box()).mails[2]).toMatchObject({ starred: false, important: true });
  });

  it('pages a folder on the server: search, page, size, the last page past the end, the counts of all', async () => {
    const all = await box();
    expect(all).toMatchObject({ total: 24, page: 0 });
    const inbox = await box('?folder=inbox&page=1&size=5');
    expect(inbox.mails.map((mail) => mail.id)).toEqual(
      seedMails
        .filter((mail) => !mail.spam)
        .slice(5, 10)
        .map((mail) => mail.id),
    );
    expect(inbox).toMatchObject({ total: 22, page: 1, unreadCount: all.unreadCount });
    expect(await box('?folder=inbox&page=99&size=5')).toMatchObject({ page: 4, total: 22 });
    const subject = seedMails[3]?.subject ?? '';
    const found = await box(`?search=${encodeURIComponent(subject.toUpperCase())}&size=25`);
    expect(found.mails.map((mail) => mail.id)).toContain(seedMails[3]?.id);
    expect((await box('?folder=spam&search=zzzz-nothing&size=25')).total).toBe(0);
  });

  it('reads one mail; an unknown id is a 404', async () => {
    const mail = seedMails[7];
    expect((await call(`${mailPaths.item}?id=${mail?.id}`)).body).toEqual({ mail });
    expect((await call(`${mailPaths.item}?id=mail-999`)).status).toBe(404);
    expect((await call(mailPaths.item)).status).toBe(400);
  });

  it.each(['?folder=nope', '?size=0', '?size=1001', '?page=-1', '?page=x'])(
    'the list refuses the query %s with 400',
    async (query) => {
      const answer = await call(`${mailPaths.list}${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: expect.any(String) });
    },
  );

  it('filter answers a folder; an unknown filter answers every mail', async () => {
    const spam = (await call(mailPaths.filter, { filter: 'spam' })).body as { mails: { spam: boolean }[] };
    expect(spam.mails.length).toBe(2);
    expect(spam.mails.every((mail) => mail.spam)).toBe(true);
    const inbox = (await call(mailPaths.filter, { filter: 'inbox' })).body as { mails: unknown[] };
    expect(inbox.mails).toHaveLength(22);
    const unknown = (await call(mailPaths.filter, { filter: 'nope' })).body as { mails: unknown[] };
    expect(unknown.mails).toHaveLength(24);
  });

  it('send adds a read mail at the top of sent', async () => {
    const sent = await write(mailPaths.send, {
      to: 'ava.thompson@example.com',
      subject: ' Hi ',
      message: 'Line 1\nLine 2',
    });
    const after = await box('?folder=sent&size=25');
    expect(after.mails[0]).toEqual(sent.mail);
    expect((await box()).total).toBe(25);
    expect(sent.mail).toMatchObject({
      subject: 'Hi',
      sent: true,
      isRead: true,
      message: 'Line 1\nLine 2',
      time: '2026-11-24T10:00:00.000Z',
      profile: { email: 'ava.thompson@example.com' },
      sender: { email: 'pat.lee@example.com', to: 'ava.thompson@example.com' },
    });
  });

  it.each([
    [mailPaths.setRead, {}],
    [mailPaths.setStarred, { id: 4 }],
    [mailPaths.filter, {}],
    [mailPaths.send, { to: 'not-an-email', subject: 'a', message: 'b' }],
    [mailPaths.send, { to: 'a@example.com', subject: '', message: 'b' }],
    [mailPaths.send, { to: 'a@example.com', subject: 'a', message: '   ' }],
  ])('%s refuses a bad body with 400', async (path, body) => {
    const answer = await call(path, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: expect.any(String) });
  });

  it('a malformed body is a 400, an unknown id a 404', async () => {
    const response = await fetch(`${API}${mailPaths.setRead}`, { method: 'POST', body: 'not json' });
    expect(response.status).toBe(400);
    expect((await call(mailPaths.setImportant, { id: 'mail-999' })).status).toBe(404);
  });

  it('the benchmark switch seeds that many generated mails, the same for calls that wait at once', async () => {
    switchToGeneratedMailbox(5000);
    await Promise.all([mailboxReady(), mailboxReady()]);
    expect(listMails()).toEqual(generatedMails(5000));
    expect((await box()).mails).toHaveLength(5000);
  });

  it('a reset while the generated mailbox is being built drops that build', async () => {
    switchToGeneratedMailbox(5000);
    const building = mailboxReady();
    setMockStorage(memoryStore());
    resetMail();
    await building;
    expect(listMails()).toEqual(seedMails);
  });
});

describe('scenarios', () => {
  it("error answers 500 'Internal server error' on every call", async () => {
    server.use(...mailScenarios.error);
    for (const path of Object.values(mailPaths)) {
      const answer = await call(path, path === mailPaths.list || path === mailPaths.item ? undefined : {});
      expect(answer).toEqual({ status: 500, body: { message: 'Internal server error' } });
    }
  });

  it('empty answers an empty mailbox with zero counts', async () => {
    server.use(...mailScenarios.empty);
    const { mails, unreadCount } = await box();
    expect(mails).toEqual([]);
    expect(Object.values(unreadCount).every((count) => count === 0)).toBe(true);
  });
});
