import { describe, expect, it } from 'vitest';
import * as yup from 'yup';

import { ApiError } from '../api/errors';
import { bahtSchema, datetimeSchema, nullableText, oneOf, optionalText } from './fields';
import { dataOf, listOf, listRows, matches, readBody, readData, record, UNEXPECTED_RESPONSE } from './read';

const row = record({
  id: yup.string().required(),
  amount: yup.number().required().min(0),
  kind: oneOf(['a', 'b'] as const),
  note: optionalText(),
  bank: nullableText(),
});

function rejection(read: () => unknown): unknown {
  try {
    read();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('readBody', () => {
  it('reads a good body, filling defaults and dropping fields the schema does not name', () => {
    expect(readBody(row, { id: 'x', amount: 5, kind: 'a', extra: true })).toEqual({
      id: 'x',
      amount: 5,
      kind: 'a',
      note: '',
      bank: null,
    });
    expect(readBody(row, { id: 'x', amount: 5, kind: 'b', note: null, bank: '' })).toMatchObject({
      note: '',
      bank: null,
    });
    expect(readBody(row, { id: 7, amount: '5', kind: 'b', note: { text: 'x' }, bank: 7 })).toMatchObject({
      id: '7',
      amount: 5,
      note: '',
      bank: '7',
    });
  });

  it("rejects a body of the wrong shape with ApiError(500, 'Unexpected response')", () => {
    for (const body of [
      undefined,
      null,
      'text',
      [],
      { id: 'x', amount: -1, kind: 'a' },
      { id: 'x', amount: 1 },
    ]) {
      const error = rejection(() => readBody(row, body));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 500, message: UNEXPECTED_RESPONSE });
    }
  });

  it('never fills a missing object in from its fields’ defaults', () => {
    const defaults = record({ count: yup.number().default(0) });
    expect(readBody(defaults, {})).toEqual({ count: 0 });
    expect(() => readBody(defaults, undefined)).toThrow(ApiError);
  });
});

describe('the { data } envelope', () => {
  it('reads data through its schema', () => {
    expect(readData(row, { data: { id: 'x', amount: 1, kind: 'a' } })).toMatchObject({ id: 'x' });
    expect(readBody(dataOf(yup.number().required()), { data: 3 })).toEqual({ data: 3 });
  });

  it('rejects a body without the envelope', () => {
    expect(() => readData(row, { id: 'x', amount: 1, kind: 'a' })).toThrow(UNEXPECTED_RESPONSE);
    expect(() => readData(row, [{ data: {} }])).toThrow(ApiError);
    expect(() => readData(row, { data: null })).toThrow(ApiError);
  });
});

describe('listOf', () => {
  it('keeps its row schema in its description, for the tools that walk the contract', () => {
    expect(listRows(listOf(row).describe())).toBe(row);
    expect(listRows(record({ id: yup.string() }).describe())).toBeUndefined();
  });

  it('leaves out malformed rows and keeps the good ones in order', () => {
    const good = { id: 'x', amount: 1, kind: 'a' };
    const rows = readBody(listOf(row), [good, { ...good, amount: -5 }, 'junk', null, { ...good, id: 'y' }]);
    expect(rows.map((item) => item.id)).toEqual(['x', 'y']);
  });

  it('still refuses a body that is not a list', () => {
    expect(() => readBody(listOf(row), { rows: [] })).toThrow(ApiError);
    expect(() => readBody(listOf(row), undefined)).toThrow(ApiError);
    expect(readBody(listOf(row), [])).toEqual([]);
  });
});

describe('matches', () => {
  it('tells whether a value fits a schema', () => {
    expect(matches(row, { id: 'x', amount: 1, kind: 'b' })).toBe(true);
    expect(matches(row, { id: 'x', amount: 1, kind: 'c' })).toBe(false);
  });
});

describe('field schemas', () => {
  it('takes baht with at most two decimals, never negative', () => {
    expect([0, 1250.5, 0.01, 99_999_999.99].map((value) => matches(bahtSchema, value))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([-1, 1.005, 'x', null].map((value) => matches(bahtSchema, value))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('takes ISO 8601 date-times only', () => {
    expect(matches(datetimeSchema, '2026-11-20T13:45:00.000Z')).toBe(true);
    expect(matches(datetimeSchema, 'yesterday')).toBe(false);
    expect(matches(datetimeSchema, '2026-13-45T99:99')).toBe(false);
  });
});
