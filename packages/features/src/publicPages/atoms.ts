import type { Locale } from '@pp/ui';
import { atom } from 'jotai';

import { clientsAtom } from '../shared/api/http';
import { atomWithApiWrite } from '../shared/query/write';
import type { ContactMessageValues, ContactReceipt } from './api/schemas';

/**
 * When the site opens, for the coming-soon pages' countdown: an ISO date-time. The app sets it from
 * `VITE_LAUNCH_AT`; stories set their own.
 */
export const launchAtAtom = atom('2027-01-01T00:00:00+07:00');

/**
 * The pages' clock: the device's, ticking every second; stories fix it (`ticking: false`) so the
 * screenshots never move.
 */
export const publicClockAtom = atom<{ now: () => Date; ticking: boolean }>({
  now: () => new Date(),
  ticking: true,
});

/** Sends the contact form's message (one request per submit: `useWrite`). */
export const contactMessageAtom = atomWithApiWrite<ContactMessageValues, ContactReceipt>((get) => ({
  write: async (input, { idempotencyKey }) =>
    (await import('./api/endpoints')).postContactMessage(get(clientsAtom).demo, input, { idempotencyKey }),
}));

/**
 * The language of the site's public pages for players (landing, contact us, FAQ, privacy): Thai,
 * the players' language, until the visitor picks another in the header. It lasts the visit.
 */
export const siteLocaleAtom = atom<Locale>('th');
