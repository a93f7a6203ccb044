/**
 * The PromptPay QR of a deposit (decisions section 9, PromptPay deposit): an EMVCo merchant payload
 * (tag 29, AnyID) for the company's PromptPay id with the amount in baht, currency 764 (THB) and the
 * CRC-16 of the standard, built by promptparse (DESIGN.md, Libraries and why).
 */
import { anyId } from 'promptparse/generate';

import type { Satang } from '../../shared/money/money';

/** A PromptPay id: a Thai mobile number (10 digits: 06, 08 or 09 first) or a 13-digit national or tax id. */
export type PromptPayProxy = { type: 'MSISDN' | 'NATID'; target: string };

/** The kind and digits of a PromptPay id as printed ('081-234-5678', '0-1055-61234-56-7'); null when it is neither. */
export function promptPayProxy(printed: string): PromptPayProxy | null {
  const digits = printed.replace(/[\s-]/g, '');
  if (/^0[689]\d{8}$/.test(digits)) return { type: 'MSISDN', target: digits };
  if (/^\d{13}$/.test(digits)) return { type: 'NATID', target: digits };
  return null;
}

/**
 * The payload a banking app scans to pay `amountSatang` to the PromptPay id `printed`; null when the
 * id is not a PromptPay id or the amount is not a positive number of satang.
 */
export function promptPayPayload(printed: string, amountSatang: Satang): string | null {
  const proxy = promptPayProxy(printed);
  if (!proxy || !Number.isSafeInteger(amountSatang) || amountSatang <= 0) return null;
  return anyId({ ...proxy, amount: amountSatang / 100 });
}
