/**
 * The contacts as the screens show them: searched, sorted by name in the locale's order, grouped
 * under the first letter of the name.
 */
import { LEADING_THAI_VOWELS } from '@pp/ui';

import type { Contact } from './types';

/** A letter and the contacts whose name starts with it, sorted. */
export interface LetterGroup {
  letter: string;
  contacts: Contact[];
}

/** The group of names that start with no letter (a digit, a sign). */
export const OTHER_LETTER = '#';

/**
 * The letter a name is filed under: its first letter in upper case, accents dropped (`É` -> `E`);
 * for Thai the first consonant (`เอก` -> `อ`); `#` for anything else.
 */
export function firstLetter(name: string): string {
  const trimmed = name.trim().replace(LEADING_THAI_VOWELS, '');
  const [first = ''] = trimmed;
  if (!/\p{L}/u.test(first)) return OTHER_LETTER;
  return first.normalize('NFD').replace(/\p{M}/gu, '').toLocaleUpperCase() || OTHER_LETTER;
}

/** Lower case, accents dropped, spaces squeezed: what the search compares. */
function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
}

const searchable = (contact: Contact): string[] => [
  contact.name,
  contact.company,
  contact.role,
  contact.work_email,
  contact.personal_email,
  contact.location,
];

/**
 * The contacts matching `query` in name, company, role, email or location (case and accents
 * ignored), or whose phone has the query's digits; every contact for a blank query.
 */
export function searchContacts(contacts: readonly Contact[], query: string): Contact[] {
  const wanted = normalize(query);
  if (wanted === '') return [...contacts];
  const wantedDigits = /^[\d\s()+.-]+$/.test(wanted) ? wanted.replace(/\D/g, '') : '';
  return contacts.filter(
    (contact) =>
      searchable(contact).some((field) => normalize(field).includes(wanted)) ||
      (wantedDigits !== '' &&
        [contact.work_phone, contact.personal_phone].some((phone) =>
          phone.replace(/\D/g, '').includes(wantedDigits),
        )),
  );
}

/** The contacts grouped by first letter, groups and names in the order of `locale`; `#` last. */
export function groupByLetter(contacts: readonly Contact[], locale: string): LetterGroup[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const sorted = [...contacts].sort((a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id));
  const groups = new Map<string, Contact[]>();
  for (const contact of sorted) {
    const letter = firstLetter(contact.name);
    const members = groups.get(letter);
    if (members) members.push(contact);
    else groups.set(letter, [contact]);
  }
  return [...groups.entries()]
    .map(([letter, members]) => ({ letter, contacts: members }))
    .sort((a, b) => {
      if (a.letter === OTHER_LETTER || b.letter === OTHER_LETTER) return a.letter === OTHER_LETTER ? 1 : -1;
      return collator.compare(a.letter, b.letter);
    });
}
