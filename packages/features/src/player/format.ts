/** Display helpers of the player screens: baht figures, Bangkok dates, account numbers. */
import type { Satang } from '../shared/money/money';

const wholeFormatter = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 0 });
const plainFormatter = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A baht figure for sentences: `300`, `50,000`, `1,250.50` (no decimals when there are none). */
export function bahtFigure(satang: Satang): string {
  return satang % 100 === 0 ? wholeFormatter.format(satang / 100) : plainFormatter.format(satang / 100);
}

/** What an amount field holds for an amount: `1250.50`, `300` (no separators, so it edits well). */
export function amountInputValue(satang: Satang): string {
  const whole = Math.trunc(satang / 100);
  const fraction = Math.abs(satang % 100);
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}

const BANGKOK = 'Asia/Bangkok';
const dateTimeFormatter = new Intl.DateTimeFormat('th-TH', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: BANGKOK,
});
const dayFormatter = new Intl.DateTimeFormat('th-TH', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayWithYearFormatter = new Intl.DateTimeFormat('th-TH', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `20 พ.ย. 2569 20:45`, Bangkok time, whatever the device's zone. */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateTimeFormatter.format(time);
}

/** A calendar day `2026-11-20` as `20 พ.ย.` (or `20 พ.ย. 2569` with the year). */
export function formatDay(day: string, withYear = false): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time)) return day;
  return (withYear ? dayWithYearFormatter : dayFormatter).format(time);
}

/** Only the digits of an account number (what a banking app wants pasted). */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** `0481234567` -> `xxx-x-x4567-x`-like privacy: every digit but the last four hidden. */
export function maskAccountNumber(accountNumber: string): string {
  const digits = digitsOnly(accountNumber);
  if (digits.length <= 4) return digits;
  return `${'•'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

/** True when a message is written in Thai (server messages meant for the player are). */
export function isThai(text: string): boolean {
  return /[\u0E00-\u0E7F]/.test(text);
}
