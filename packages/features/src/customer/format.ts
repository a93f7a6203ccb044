/**
 * Formatting of the customer module (template demo data: English, dollars, ISO dates).
 */
import type { StatusCode } from './types';
import { statusMeta, type StatusEntity, type StatusMeta } from './status';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** `2025-03-14` -> `Mar 14, 2025`; anything unreadable is shown as it came. */
export function formatDate(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** Whole cents -> `$1,250.50`. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** A dollar amount of the demo API (at most 2 decimals) -> `$1,250.50`. */
export function formatDollars(amount: number): string {
  return formatCents(Math.round(amount * 100));
}

/** Avatar of a person of the demo data: one of the six shipped pictures, always the same for an id. */
export function avatarFor(id: number | string): string {
  const numeric = typeof id === 'number' ? id : [...id].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const index = (((Math.abs(Math.trunc(numeric)) - 1) % 6) + 6) % 6;
  return `/images/avatars/avatar-${index + 1}.svg`;
}

/** Initials for an avatar without a picture: `Alex Carter` -> `AC`. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters
    .map((part) => [...(part ?? '')][0] ?? '')
    .join('')
    .toUpperCase();
}

/** Chip label and colour of a status code; unknown codes are shown plainly instead of crashing. */
export function statusOf(entity: StatusEntity, code: StatusCode): StatusMeta {
  return statusMeta(entity, code) ?? { label: `Status ${String(code)}`, color: 'primary' };
}
