/**
 * The contacts, kept in `mockStorage()` under 'mock:contact:list' so the app's mock mode survives
 * a reload; tests and stories call `resetContacts()` for the fixtures (docs/demo-api.md, "Contacts").
 */
import { BROWSER_BACKEND_PREFIX } from '@pp/features/storage';
import { contactWire, matches, type Contact, type ContactInput } from '@pp/features/wire';

import { seedContacts } from '../data/contact';
import { readJson, writeJson } from '../lib/persist';

/** Storage key of the contacts. */
export const CONTACTS_KEY = `${BROWSER_BACKEND_PREFIX}contact:list`;

const ID_PREFIX = 'contact-';

const seed = (): Contact[] => seedContacts.map((contact) => ({ ...contact }));
const isContactList = (value: unknown): value is Contact[] =>
  matches(contactWire.contactResponses.contacts, { contacts: value });

/** Every contact, in the order they were added. */
export function listContacts(): Contact[] {
  return readJson(CONTACTS_KEY, seed, isContactList);
}

/** The next free id: `contact-<n>`, n one above the highest in use (deterministic). */
function nextContactId(list: readonly Contact[]): string {
  const numbers = list.map((contact) => Number(contact.id.slice(ID_PREFIX.length))).filter(Number.isInteger);
  return `${ID_PREFIX}${Math.max(0, ...numbers) + 1}`;
}

/**
 * Adds the contact (no `id`) or updates the one with its `id`, and answers every contact; undefined
 * for an id that names no contact. An update keeps what the input leaves out (avatar, last
 * message, unread count...).
 */
export function modifyContacts(input: ContactInput): Contact[] | undefined {
  const list = listContacts();
  const { id, avatar, birthdayText, online_status, ...fields } = input;
  if (id !== undefined) {
    const index = list.findIndex((contact) => contact.id === id);
    const current = list[index];
    if (!current) return undefined;
    const next = [...list];
    next[index] = {
      ...current,
      ...fields,
      avatar: avatar ?? current.avatar,
      birthdayText: birthdayText ?? current.birthdayText,
      online_status: online_status ?? current.online_status,
    };
    writeJson(CONTACTS_KEY, next);
    return next;
  }
  const added: Contact = {
    ...fields,
    id: nextContactId(list),
    avatar: avatar ?? '',
    birthdayText: birthdayText ?? '',
    online_status: online_status ?? 'offline',
    lastMessage: '',
    unReadChatCount: 0,
  };
  const next = [...list, added];
  writeJson(CONTACTS_KEY, next);
  return next;
}

/** Replaces every contact, e.g. `replaceContacts([])` for an empty address book. */
export function replaceContacts(list: readonly Contact[]): void {
  writeJson(CONTACTS_KEY, list);
}

/** Puts the fixtures back. */
export function resetContacts(): void {
  writeJson(CONTACTS_KEY, seed());
}
