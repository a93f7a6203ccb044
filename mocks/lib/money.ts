/**
 * Money for the mock player API (docs/player-api.md, 1.4 Money): amounts travel as baht with at
 * most two decimals and are computed in integer satang (1 baht = 100 satang). Pure functions only.
 */

/** Satang in one baht. */
export const SATANG_PER_BAHT = 100;

/** Largest amount accepted at all (10 billion baht): keeps every sum a safe integer. */
export const MAX_AMOUNT_SATANG = 1_000_000_000_000;

/** Why an amount was refused before any business rule ran. */
export type AmountError = 'required' | 'notANumber' | 'notPositive' | 'tooManyDecimals' | 'tooLarge';

/** The result of reading an amount from a request body or a form. */
export type ParsedAmount = { ok: true; satang: number } | { ok: false; error: AmountError; message: string };

/** Thai messages of the amount rules (docs/player-api.md, 5.3 Validation cases). */
export const amountMessages = {
  required: 'กรุณากรอกจำนวนเงิน',
  notANumber: 'กรุณากรอกจำนวนเงินเป็นตัวเลข',
  notPositive: 'จำนวนเงินต้องมากกว่า 0 บาท',
  tooManyDecimals: 'ระบุทศนิยมได้ไม่เกิน 2 ตำแหน่ง',
  tooLarge: 'จำนวนเงินไม่ถูกต้อง',
  insufficient: 'ยอดเงินไม่เพียงพอ',
  /** 'ขั้นต่ำ 100 บาท' */
  min: (satang: number): string => `ขั้นต่ำ ${formatBahtPlain(satang)} บาท`,
  /** 'สูงสุด 50,000 บาท' */
  max: (satang: number): string => `สูงสุด ${formatBahtPlain(satang)} บาท`,
  /** 'ถอนเงินได้ไม่เกิน 5 ครั้งต่อวัน' */
  dailyCount: (count: number): string => `ถอนเงินได้ไม่เกิน ${count} ครั้งต่อวัน`,
} as const;

const refuse = (error: AmountError): ParsedAmount => ({ ok: false, error, message: amountMessages[error] });

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Turns a number into the plain decimal text it was written as, or null for exponent forms. */
function numberText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  return /e/i.test(text) ? null : text;
}

/**
 * Reads a baht amount (a JSON number or a decimal string such as '1250.50') into integer satang.
 * Refuses empty values, zero, negatives, anything that is not a plain decimal number, more than two
 * decimals and absurdly large amounts, each with its Thai message.
 */
export function parseBahtToSatang(input: unknown): ParsedAmount {
  if (input === undefined || input === null) return refuse('required');
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return refuse('notANumber');
    if (input <= 0) return refuse('notPositive');
    if (input * SATANG_PER_BAHT > MAX_AMOUNT_SATANG) return refuse('tooLarge');
    // Below that bound a number only prints with an exponent when it is tiny (1e-7).
    const plain = numberText(input);
    if (plain === null) return refuse('tooManyDecimals');
    text = plain;
  } else if (typeof input === 'string') {
    text = input.trim();
    if (text === '') return refuse('required');
  } else {
    return refuse('notANumber');
  }
  const match = DECIMAL.exec(text);
  if (!match) return refuse('notANumber');
  const [, sign = '', whole = '0', fraction = ''] = match;
  if (fraction.length > 2) return refuse('tooManyDecimals');
  if (whole.replace(/^0+/, '').length > 13) return refuse('tooLarge');
  const satang = Number(whole) * SATANG_PER_BAHT + Number(fraction.padEnd(2, '0'));
  if (sign === '-' || satang === 0) return refuse('notPositive');
  if (satang > MAX_AMOUNT_SATANG) return refuse('tooLarge');
  return { ok: true, satang };
}

/** Satang to baht as a JSON number (125050 -> 1250.5). Exact for every integer satang amount. */
export function satangToBaht(satang: number): number {
  return Math.round(satang) / SATANG_PER_BAHT;
}

/** Baht (at most two decimals) to integer satang (1250.5 -> 125050). */
export function bahtToSatang(baht: number): number {
  return Math.round(baht * SATANG_PER_BAHT);
}

function group(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** '50,000' for whole baht, '1,250.50' otherwise (used inside Thai messages). */
export function formatBahtPlain(satang: number): string {
  const sign = satang < 0 ? '-' : '';
  const abs = Math.abs(Math.round(satang));
  const whole = Math.floor(abs / SATANG_PER_BAHT);
  const rest = abs % SATANG_PER_BAHT;
  return `${sign}${group(whole)}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/** '฿1,250.50': always two decimals, as on the balance card. */
export function formatBaht(satang: number): string {
  const sign = satang < 0 ? '-' : '';
  const abs = Math.abs(Math.round(satang));
  const whole = Math.floor(abs / SATANG_PER_BAHT);
  const rest = String(abs % SATANG_PER_BAHT).padStart(2, '0');
  return `${sign}฿${group(whole)}.${rest}`;
}
