import { describe, expect, it } from 'vitest';

import { buildCsv, CSV_BOM, creditCodesCsv, csvCell } from './csv';

describe('csvCell', () => {
  it('writes plain text and numbers as they are', () => {
    expect(csvCell('WELCOME100')).toBe('WELCOME100');
    expect(csvCell(500)).toBe('500');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('โบนัสต้อนรับ')).toBe('โบนัสต้อนรับ');
  });

  it('quotes a comma, a quote or a line break, doubling quotes (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\r\nlf')).toBe('"cr\r\nlf"');
  });

  it('puts an apostrophe before a text that would start a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+66812345678')).toBe("'+66812345678");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=cmd')).toBe("'\t=cmd");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });

  it('leaves a formula character inside the text alone', () => {
    expect(csvCell('A=B')).toBe('A=B');
  });

  it('writes a number that is not finite as an empty field', () => {
    expect(csvCell(Number.NaN)).toBe('');
  });
});

describe('buildCsv', () => {
  it('starts with the UTF-8 byte order mark and ends every record with CRLF', () => {
    const text = buildCsv(['a', 'b'], [['1', 2]]);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toBe(`${CSV_BOM}a,b\r\n1,2\r\n`);
  });

  it('is just the header when there are no rows', () => {
    expect(buildCsv(['code'], [])).toBe(`${CSV_BOM}code\r\n`);
  });

  it('keeps Thai text as UTF-8 bytes after the BOM', () => {
    const bytes = new TextEncoder().encode(buildCsv(['ชื่อ'], [['สมชาย']]));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('ชื่อ\r\nสมชาย\r\n');
  });
});

describe('creditCodesCsv', () => {
  it('writes code, amount in baht with two decimals, limit and expiry', () => {
    const text = creditCodesCsv([
      {
        code: 'NEWYEAR7K2M9Q',
        amountSatang: 10_050,
        limit: 100,
        used: 3,
        expiresAt: '2026-12-31T16:59:59.000Z',
        status: 'active',
        createdAt: '2026-11-20T03:00:00.000Z',
      },
      {
        code: 'BIG',
        amountSatang: 9_999_999_999,
        limit: 1,
        used: 0,
        expiresAt: '2027-01-01T00:00:00.000Z',
        status: 'active',
        createdAt: '2026-11-20T03:00:00.000Z',
      },
    ]);
    expect(text).toBe(
      `${CSV_BOM}code,amount,limit,expiresAt\r\n` +
        'NEWYEAR7K2M9Q,100.50,100,2026-12-31T16:59:59.000Z\r\n' +
        'BIG,99999999.99,1,2027-01-01T00:00:00.000Z\r\n',
    );
  });
});
