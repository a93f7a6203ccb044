/**
 * The mailbox of the mock backend (docs/demo-api.md, "Mail"): kept in memory, so a reload of the
 * app's mock mode starts again from the fixtures. The benchmark's switch: a number under
 * `mock:mail:size` in the mock storage (the browser's localStorage in the app) seeds that many
 * generated mails instead (`localStorage.setItem('mock:mail:size', '5000')`), built in slices
 * (`mailboxReady`).
 */
import { BROWSER_BACKEND_PREFIX } from '@pp/features/storage';
import {
  mapInSlices,
  mailRules,
  type Mail,
  type MailFlagAction,
  type MailChange,
  type Mailbox,
  type MailPageQuery,
  type SendMailRequest,
} from '@pp/features/wire';
import { generatedMail, generatedMails, MAILBOX_OWNER, seedMails } from '../data/mail';
import { mockStorage } from '../lib/persist';

/** Storage key of the benchmark's mailbox size. */
export const MAIL_SIZE_KEY = `${BROWSER_BACKEND_PREFIX}mail:size`;

/** The benchmark's mailbox size, or 0 for the fixtures. */
function generatedSize(): number {
  const size = Number(mockStorage().getItem(MAIL_SIZE_KEY));
  return Number.isInteger(size) && size > 0 ? size : 0;
}

const fixtures = (): Mail[] => seedMails.map((mail) => ({ ...mail }));

function seed(): Mail[] {
  const size = generatedSize();
  return size ? generatedMails(size) : fixtures();
}

let mails: Mail[] | null = null;
/** Counts the resets, so that a seeding still under way when the store is reset is dropped. */
let generation = 0;
let seeding: Promise<void> | null = null;

/**
 * Resolves once the mailbox exists; every mail handler waits for it. The benchmark's generated
 * mailbox is built in slices: built in one go, 5,000 mails were a long task of the page the mock
 * serves (a real server builds them elsewhere). The fixtures are there at once.
 */
export function mailboxReady(): Promise<void> {
  if (mails) return Promise.resolve();
  const size = generatedSize();
  if (!size) {
    mails = fixtures();
    return Promise.resolve();
  }
  if (!seeding) {
    const started = generation;
    seeding = mapInSlices(
      Array.from({ length: size }, (_, index) => index),
      generatedMail,
    ).then((built) => {
      if (started !== generation) return; // reset meanwhile: that reset cleared `seeding`
      mails ??= built;
      seeding = null;
    });
  }
  return seeding;
}

let sentCount = 0;
let clock: () => Date = () => new Date();

/** The clock that stamps sent mails (stories fix it for stable screenshots; `resetMail` restores it). */
export function setMailClock(now: () => Date): void {
  clock = now;
}

/** The time a mail sent now gets. */
export function mailNow(): Date {
  return clock();
}

/** Every mail, newest first. */
export function listMails(): Mail[] {
  mails ??= seed();
  return mails;
}

/** The list call's answer: the mails asked for (every one without a query) and the counts. */
export function mailbox(query: MailPageQuery = {}): Mailbox {
  const all = listMails();
  return { ...mailRules.pageOf(all, query), unreadCount: mailRules.unreadCounts(all) };
}

/** A mail by id (undefined when there is none). */
export function findMail(id: string): Mail | undefined {
  return listMails().find((mail) => mail.id === id);
}

/** A write's answer: the mail written and the counts after it. */
export function mailChange(mail: Mail): MailChange {
  return { mail, unreadCount: mailRules.unreadCounts(listMails()) };
}

/** Applies a flag write: the mail after it, or undefined for an unknown id. */
export function flagMail(id: string, action: MailFlagAction): Mail | undefined {
  const next = mailRules.applyFlag(listMails(), id, action);
  if (!next) return undefined;
  mails = next;
  return findMail(id);
}

/** Adds a sent mail (read, in `sent`) at the top, with the given time. */
export function sendMail(input: SendMailRequest, time: Date): Mail {
  sentCount += 1;
  const name = input.to.split('@')[0] ?? input.to;
  const mail: Mail = {
    id: `sent-${sentCount}`,
    subject: input.subject,
    isRead: true,
    important: false,
    starred: false,
    time: time.toISOString(),
    promotions: false,
    forums: false,
    attach: false,
    sent: true,
    draft: false,
    spam: false,
    trash: false,
    profile: { avatar: '', name, email: input.to, to: input.to },
    sender: { ...MAILBOX_OWNER, to: input.to },
    message: input.message,
    attachments: [],
  };
  mails = [mail, ...listMails()];
  return mail;
}

/** Replaces the mailbox (stories: an empty or a long one). */
export function replaceMails(list: readonly Mail[]): void {
  mails = [...list];
}

/** Puts the fixtures back. */
export function resetMail(): void {
  mails = null;
  generation += 1;
  seeding = null;
  sentCount = 0;
  clock = () => new Date();
}
