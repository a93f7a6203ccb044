/**
 * CSV files of credit codes, built on the client (RFC 4180): fields separated by commas, records by
 * CRLF, a field holding a comma, a quote or a line break in double quotes (quotes doubled). The
 * file starts with a UTF-8 byte order mark, so Excel opens Thai text as Thai. A text cell starting
 * with `=`, `+`, `-` or `@` (or a tab or carriage return) gets a leading apostrophe: a spreadsheet
 * would run it as a formula (CSV injection).
 */
import { satangToBaht } from '../../shared/money/money';
import type { CreditCode } from './api';

/** The UTF-8 byte order mark, as the file's first character. */
export const CSV_BOM = '\uFEFF';

/** What starts a formula in a spreadsheet. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell: text (guarded and quoted as needed) or a number (written as it is). */
export type CsvValue = string | number;

/** One field of a record. */
export function csvCell(value: CsvValue): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** A whole file: the BOM, the header, then one CRLF-ended record per row. */
export function buildCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((record) => record.map(csvCell).join(','));
  return `${CSV_BOM}${lines.map((line) => `${line}\r\n`).join('')}`;
}

/** The columns of a credit-code file. */
export const CREDIT_CODE_CSV_HEADER = ['code', 'amount', 'limit', 'expiresAt'] as const;

/** Credit codes as a file: code, amount in baht (`100.00`), limit and expiry (ISO, UTC). */
export function creditCodesCsv(codes: readonly CreditCode[]): string {
  return buildCsv(
    CREDIT_CODE_CSV_HEADER,
    codes.map((code) => [code.code, satangToBaht(code.amountSatang).toFixed(2), code.limit, code.expiresAt]),
  );
}
