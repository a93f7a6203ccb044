/**
 * Money rules (docs/player-api.md, 1.4 Money): integer satang inside (1 baht = 100 satang). No
 * floating point arithmetic ever touches an amount. Display (`formatBaht`, `formatBahtPlain`) is in
 * `@pp/ui`'s format module.
 */
export type Satang = number & { readonly __brand?: 'satang' };

/** A baht amount from an API (number of baht, at most 2 decimals) to satang, exactly. */
export function bahtToSatang(baht: number): Satang {
  return Math.round(baht * 100);
}

export function satangToBaht(satang: Satang): number {
  return satang / 100;
}

export type AmountProblem = 'required' | 'invalid' | 'decimals' | 'nonpositive';

export type ParsedAmount = { ok: true; satang: Satang } | { ok: false; problem: AmountProblem };

/**
 * Parses what a player typed (`1,250.5`, ` 300 `) into satang, refusing empty, non-numbers,
 * more than 2 decimals, zero and negatives. Thousands separators are allowed.
 */
export function parseAmount(input: string): ParsedAmount {
  const text = input.trim().replace(/,/g, '');
  if (text === '') return { ok: false, problem: 'required' };
  if (/^-/.test(text)) return { ok: false, problem: 'nonpositive' };
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return { ok: false, problem: 'invalid' };
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > 2) return { ok: false, problem: 'decimals' };
  if (whole.length > 13) return { ok: false, problem: 'invalid' };
  const satang = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (satang <= 0) return { ok: false, problem: 'nonpositive' };
  return { ok: true, satang };
}
