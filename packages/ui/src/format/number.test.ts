import { describe, expect, it } from 'vitest';

import {
  formatBaht,
  formatBahtCompact,
  formatBahtFigure,
  formatBahtPlain,
  formatCurrency,
  formatFileSize,
  formatNumber,
  formatPercent,
} from './number';

describe('baht', () => {
  it('formats satang as Thai baht', () => {
    expect(formatBaht(125050)).toBe('฿1,250.50');
    expect(formatBaht(0)).toBe('฿0.00');
    expect(formatBaht(5)).toBe('฿0.05');
    expect(formatBaht(99_999_999_999_99)).toBe('฿99,999,999,999.99');
    expect(formatBaht(-30_000)).toBe('-฿300.00');
    expect(formatBahtPlain(125050)).toBe('1,250.50');
    expect(formatBahtPlain(30_000)).toBe('300.00');
  });

  it('writes baht figures without needless decimals', () => {
    expect(formatBahtFigure(30_000)).toBe('300');
    expect(formatBahtFigure(5_000_000)).toBe('50,000');
    expect(formatBahtFigure(125_050)).toBe('1,250.50');
    expect(formatBahtFigure(1)).toBe('0.01');
  });

  it('shortens figures for chart axes', () => {
    expect(formatBahtCompact(125_000_00)).toBe(
      new Intl.NumberFormat('th-TH', {
        notation: 'compact',
        style: 'currency',
        currency: 'THB',
        maximumFractionDigits: 1,
      }).format(125_000),
    );
  });

  it('takes another locale', () => {
    expect(formatBaht(125050, 'en-US')).toMatch(/^THB\s1,250\.50$/);
  });
});

describe('numbers', () => {
  it('formats other currencies in whole units', () => {
    expect(formatCurrency(1234.5, { currency: 'USD', locale: 'en-US' })).toBe('$1,234.50');
    expect(formatCurrency(125050 / 100, { currency: 'USD', locale: 'en-US' })).toBe('$1,250.50');
  });

  it('groups digits', () => {
    expect(formatNumber(10_000)).toBe('10,000');
    expect(formatNumber(1250.5)).toBe('1,250.5');
    expect(formatNumber(1250.5, { minimumFractionDigits: 2 })).toBe('1,250.50');
    expect(formatNumber(3.14159, { maximumFractionDigits: 0 })).toBe('3');
  });

  it('writes percent points', () => {
    expect(formatPercent(25)).toBe('25%');
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(25, { locale: 'fr-FR' })).toMatch(/^25\s%$/);
  });

  it('writes a file size for people', () => {
    expect(formatFileSize(10)).toBe('1 KB');
    expect(formatFileSize(820 * 1024)).toBe('820 KB');
    expect(formatFileSize(5 * 1024 * 1024 + 200 * 1024)).toBe('5.2 MB');
  });
});
