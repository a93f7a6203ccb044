/**
 * Folder membership and unread counts (docs/demo-api.md, "Mail"; the spec's mail folders): inbox
 * is every mail not marked spam; sent, draft, spam, trash, starred, important, promotions and
 * forums are the mails whose same-named flag is set; `all` is every mail. The mock backend and the
 * screen use these same functions.
 */
import { MAIL_FOLDERS } from './api/schemas';
import type { Mail, MailFolder, UnreadCount } from './types';

/** The flags a folder is derived from. */
export type MailFlags = Pick<
  Mail,
  'spam' | 'sent' | 'draft' | 'trash' | 'starred' | 'important' | 'promotions' | 'forums'
>;

/** True when `name` is one of the folders. */
export function isMailFolder(name: string): name is MailFolder {
  return (MAIL_FOLDERS as readonly string[]).includes(name);
}

/** Whether a mail belongs to a folder. */
export function inFolder(mail: MailFlags, folder: MailFolder): boolean {
  switch (folder) {
    case 'all':
      return true;
    case 'inbox':
      return !mail.spam;
    default:
      return mail[folder];
  }
}

/** The mails of a folder, in their order; an unknown folder name gives every mail. */
export function filterMails<T extends MailFlags>(mails: readonly T[], folder: string): T[] {
  return isMailFolder(folder) ? mails.filter((mail) => inFolder(mail, folder)) : [...mails];
}

/** The folders a mail is in (`all` included). */
export function foldersOf(mail: MailFlags): MailFolder[] {
  return MAIL_FOLDERS.filter((folder) => inFolder(mail, folder));
}

/** Unread mails per folder, in one pass over the mails. */
export function unreadCounts(mails: readonly (MailFlags & Pick<Mail, 'isRead'>)[]): UnreadCount {
  const counts: UnreadCount = {
    all: 0,
    inbox: 0,
    sent: 0,
    draft: 0,
    spam: 0,
    trash: 0,
    starred: 0,
    important: 0,
    promotions: 0,
    forums: 0,
  };
  for (const mail of mails) {
    if (mail.isRead) continue;
    for (const folder of MAIL_FOLDERS) if (inFolder(mail, folder)) counts[folder] += 1;
  }
  return counts;
}

/** Which flag a write changes. */
export type MailFlagAction = 'read' | 'important' | 'starred';

/**
 * The mails after a flag write on `id`: `read` sets isRead, `important` and `starred` toggle;
 * undefined when no mail has that id.
 */
export function applyFlag<T extends Mail>(
  mails: readonly T[],
  id: string,
  action: MailFlagAction,
): T[] | undefined {
  if (!mails.some((mail) => mail.id === id)) return undefined;
  return mails.map((mail) => {
    if (mail.id !== id) return mail;
    if (action === 'read') return { ...mail, isRead: true };
    return { ...mail, [action]: !mail[action] };
  });
}

/** Newest first (ISO times compare as text). */
export function newestFirst<T extends Pick<Mail, 'time'>>(mails: readonly T[]): T[] {
  return [...mails].sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0));
}

/** Mails whose subject, correspondent, address or message holds every word of `search` (any case). */
export function searchMails<T extends Pick<Mail, 'subject' | 'profile' | 'message'>>(
  mails: readonly T[],
  search: string,
): readonly T[] {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return mails;
  return mails.filter((mail) => {
    const text =
      `${mail.subject}\n${mail.profile.name}\n${mail.profile.email}\n${mail.message}`.toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** What the list call is asked for (docs/demo-api.md, "Mail"): every part optional. */
export interface MailPageQuery {
  folder?: MailFolder;
  search?: string;
  page?: number;
  size?: number;
}

/**
 * The list call's answer but the counts: the folder's mails matching the search, the page asked for
 * (the last one when it asks past the end), and how many matched. No size: every match.
 */
export function pageOf<T extends Mail>(
  mails: readonly T[],
  { folder = 'all', search = '', page = 0, size }: MailPageQuery,
): { mails: T[]; total: number; page: number } {
  const found = searchMails(filterMails(mails, folder), search);
  if (size === undefined) return { mails: [...found], total: found.length, page: 0 };
  const shown = Math.min(page, Math.max(0, Math.ceil(found.length / size) - 1));
  return { mails: found.slice(shown * size, shown * size + size), total: found.length, page: shown };
}
