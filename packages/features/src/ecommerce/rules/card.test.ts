import { describe, expect, it } from 'vitest';

import {
  cardBrand,
  cardDigits,
  cardLabel,
  cardNumberProblem,
  expiryProblem,
  formatCardNumber,
  formatExpiry,
  isValidCvc,
  parseExpiry,
  passesLuhn,
} from './card';

describe('card number', () => {
  it('passes the Luhn check for well-known test numbers and fails with one digit changed', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('4242x')).toBe(false);
  });

  it('allows spaces and dashes as separators', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(cardNumberProblem('4242 4242 4242 4242')).toBeNull();
  });

  it('names the problem: missing, letters, length, checksum', () => {
    expect(cardNumberProblem('  ')).toBe('required');
    expect(cardNumberProblem('4242 abcd')).toBe('characters');
    expect(cardNumberProblem('4242 4242')).toBe('length');
    expect(cardNumberProblem('4'.repeat(20))).toBe('length');
    expect(cardNumberProblem('4242 4242 4242 4241')).toBe('checksum');
  });

  it('recognises brands from the first digits', () => {
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5555 5555 5555 4444')).toBe('Mastercard');
    expect(cardBrand('2221000000000009')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('6011111111111117')).toBe('Discover');
    expect(cardBrand('3530111333300000')).toBe('JCB');
    expect(cardBrand('9999')).toBe('Card');
  });

  it('groups digits by four and keeps only a masked label', () => {
    expect(formatCardNumber('4242abc42424242 4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('12345')).toBe('1234 5');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
    expect(cardLabel('4242 4242 4242 4242')).toBe('Visa ending 4242');
    expect(cardLabel('4242 4242 4242 4242')).not.toContain('4242 4242');
  });
});

describe('card expiry', () => {
  const now = new Date(2026, 10, 21); // 21 November 2026

  it('reads MM/YY with or without the slash', () => {
    expect(parseExpiry('08/29')).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry('0829')).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry(' 08 / 29 ')).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry('8/29')).toBeUndefined();
    expect(parseExpiry('08/2029')).toBeUndefined();
  });

  it('accepts the current month and later, refuses the past, bad months and far years', () => {
    expect(expiryProblem('11/26', now)).toBeNull();
    expect(expiryProblem('12/26', now)).toBeNull();
    expect(expiryProblem('10/26', now)).toBe('past');
    expect(expiryProblem('01/20', now)).toBe('past');
    expect(expiryProblem('13/27', now)).toBe('month');
    expect(expiryProblem('00/27', now)).toBe('month');
    expect(expiryProblem('12/99', now)).toBe('tooFar');
    expect(expiryProblem('1/2', now)).toBe('format');
    expect(expiryProblem('', now)).toBe('required');
  });

  it('inserts the slash while typing and lets backspace remove it', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(formatExpiry('12/3')).toBe('12/3');
    expect(formatExpiry('1235')).toBe('12/35');
    expect(formatExpiry('12//', '12/')).toBe('12/');
    expect(formatExpiry('12/345')).toBe('12/34');
  });
});

describe('CVC', () => {
  it('is 3 or 4 digits', () => {
    expect(isValidCvc('123')).toBe(true);
    expect(isValidCvc('1234')).toBe(true);
    expect(isValidCvc('12')).toBe(false);
    expect(isValidCvc('12345')).toBe(false);
    expect(isValidCvc('12a')).toBe(false);
  });
});
