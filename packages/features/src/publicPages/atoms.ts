import type { Locale } from '@pp/ui';
import { atom } from 'jotai';

/*
 * The app's entry imports this file (it sets the opening from its env): keep it to plain atoms, the
 * contact form's write lives with its page (`help/contactAtoms.ts`).
 */

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

/**
 * The language of the site's public pages for players (landing, contact us, FAQ, privacy): Thai,
 * the players' language, until the visitor picks another in the header. It lasts the visit.
 */
export const siteLocaleAtom = atom<Locale>('th');
