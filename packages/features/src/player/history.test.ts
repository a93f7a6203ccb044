import { describe, expect, it } from 'vitest';

import {
  balanceEffect,
  bangkokDay,
  dateRangeProblem,
  DEFAULT_HISTORY_SORT,
  EMPTY_HISTORY_FILTER,
  filterHistory,
  isFilterEmpty,
  latest,
  runningBalance,
  signedAmount,
  sortHistory,
} from './history';
import type { Transaction } from './types';

let sequence = 0;
function tx(partial: Partial<Transaction> & Pick<Transaction, 'createdAt'>): Transaction {
  sequence += 1;
  return {
    id: `TX-${sequence}`,
    type: 'deposit',
    amountSatang: 10_000,
    status: 'approved',
    description: '',
    bankCode: null,
    ...partial,
  };
}

// Newest first, like the API. Bangkok is UTC+7: 17:30Z on the 18th is 00:30 on the 19th in Bangkok.
const records: Transaction[] = [
  tx({
    id: 'd-pending',
    type: 'deposit',
    status: 'pending',
    amountSatang: 50_000,
    createdAt: '2026-11-20T13:45:00.000Z',
  }),
  tx({
    id: 'w-approved',
    type: 'withdraw',
    status: 'approved',
    amountSatang: 30_000,
    createdAt: '2026-11-19T07:00:00.000Z',
  }),
  tx({
    id: 'b-approved',
    type: 'bonus',
    status: 'approved',
    amountSatang: 2_525,
    createdAt: '2026-11-18T17:30:00.000Z',
  }),
  tx({
    id: 'w-rejected',
    type: 'withdraw',
    status: 'rejected',
    amountSatang: 40_000,
    createdAt: '2026-11-17T16:59:59.000Z',
  }),
  tx({
    id: 'd-approved',
    type: 'deposit',
    status: 'approved',
    amountSatang: 100_000,
    createdAt: '2026-11-15T02:00:00.000Z',
  }),
];
const ids = (list: readonly Transaction[]) => list.map((record) => record.id);

describe('bangkokDay / dateRangeProblem', () => {
  it('puts instants on their Bangkok calendar day', () => {
    expect(bangkokDay('2026-11-18T17:30:00.000Z')).toBe('2026-11-19');
    expect(bangkokDay('2026-11-17T16:59:59.000Z')).toBe('2026-11-17');
    expect(bangkokDay('nope')).toBe('');
  });

  it('refuses a range that ends before it starts, and dates that do not exist', () => {
    expect(dateRangeProblem({ from: '2026-11-20', to: '2026-11-19' })).toBe('order');
    expect(dateRangeProblem({ from: '2026-11-19', to: '2026-11-19' })).toBeNull();
    expect(dateRangeProblem({ from: '', to: '2026-11-19' })).toBeNull();
    expect(dateRangeProblem({ from: '2026-02-30', to: '' })).toBe('invalid');
    expect(dateRangeProblem({ from: '20/11/2026', to: '' })).toBe('invalid');
  });
});

describe('filterHistory', () => {
  it('keeps everything, in order, with the empty filter', () => {
    expect(isFilterEmpty(EMPTY_HISTORY_FILTER)).toBe(true);
    expect(filterHistory(records, EMPTY_HISTORY_FILTER)).toEqual(records);
  });

  it('filters by type and by status, together', () => {
    expect(ids(filterHistory(records, { ...EMPTY_HISTORY_FILTER, type: 'withdraw' }))).toEqual([
      'w-approved',
      'w-rejected',
    ]);
    expect(ids(filterHistory(records, { ...EMPTY_HISTORY_FILTER, status: 'approved' }))).toEqual([
      'w-approved',
      'b-approved',
      'd-approved',
    ]);
    expect(
      ids(filterHistory(records, { ...EMPTY_HISTORY_FILTER, type: 'withdraw', status: 'rejected' })),
    ).toEqual(['w-rejected']);
  });

  it('filters by an inclusive range of Bangkok days', () => {
    const range = { ...EMPTY_HISTORY_FILTER, from: '2026-11-19', to: '2026-11-19' };
    expect(ids(filterHistory(records, range))).toEqual(['w-approved', 'b-approved']);
    expect(ids(filterHistory(records, { ...EMPTY_HISTORY_FILTER, from: '2026-11-19' }))).toEqual([
      'd-pending',
      'w-approved',
      'b-approved',
    ]);
    expect(ids(filterHistory(records, { ...EMPTY_HISTORY_FILTER, to: '2026-11-17' }))).toEqual([
      'w-rejected',
      'd-approved',
    ]);
  });

  it('matches nothing for a reversed range', () => {
    expect(filterHistory(records, { ...EMPTY_HISTORY_FILTER, from: '2026-11-20', to: '2026-11-01' })).toEqual(
      [],
    );
  });

  it('filters 10,000 records quickly', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      tx({
        type: i % 3 === 0 ? 'withdraw' : 'deposit',
        createdAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
      }),
    );
    const started = performance.now();
    const result = filterHistory(many, {
      type: 'withdraw',
      status: 'all',
      from: '2026-03-01',
      to: '2026-06-30',
    });
    const elapsed = performance.now() - started;
    expect(result.length).toBeGreaterThan(0);
    expect(result.every((record) => record.type === 'withdraw')).toBe(true);
    expect(elapsed).toBeLessThan(50);
  });
});

describe('sortHistory', () => {
  it('sorts by date either way without touching the input', () => {
    const shuffled = [records[2], records[0], records[4], records[1], records[3]] as Transaction[];
    expect(ids(sortHistory(shuffled, DEFAULT_HISTORY_SORT))).toEqual(ids(records));
    expect(ids(sortHistory(shuffled, { key: 'createdAt', direction: 'asc' }))).toEqual(
      ids(records).reverse(),
    );
    expect(ids(shuffled)[0]).toBe('b-approved');
  });

  it('sorts by the size of the amount, money in and out alike', () => {
    expect(ids(sortHistory(records, { key: 'amount', direction: 'desc' }))).toEqual([
      'd-approved',
      'd-pending',
      'w-rejected',
      'w-approved',
      'b-approved',
    ]);
    expect(ids(sortHistory(records, { key: 'amount', direction: 'asc' }))[0]).toBe('b-approved');
    expect(signedAmount(records[1] as Transaction)).toBe(-30_000);
  });

  it('gives the latest records first', () => {
    expect(ids(latest([...records].reverse(), 2))).toEqual(['d-pending', 'w-approved']);
  });
});

describe('runningBalance', () => {
  it('follows the balance rule: approved in, withdrawals out unless rejected', () => {
    expect(balanceEffect({ type: 'deposit', status: 'approved', amountSatang: 100 })).toBe(100);
    expect(balanceEffect({ type: 'deposit', status: 'pending', amountSatang: 100 })).toBe(0);
    expect(balanceEffect({ type: 'bonus', status: 'approved', amountSatang: 100 })).toBe(100);
    expect(balanceEffect({ type: 'withdraw', status: 'pending', amountSatang: 100 })).toBe(-100);
    expect(balanceEffect({ type: 'withdraw', status: 'approved', amountSatang: 100 })).toBe(-100);
    expect(balanceEffect({ type: 'withdraw', status: 'rejected', amountSatang: 100 })).toBe(0);
  });

  it('gives one point per Bangkok day, gaps carried over', () => {
    expect(runningBalance(records)).toEqual([
      { day: '2026-11-15', balanceSatang: 100_000 },
      { day: '2026-11-16', balanceSatang: 100_000 },
      { day: '2026-11-17', balanceSatang: 100_000 },
      { day: '2026-11-18', balanceSatang: 100_000 },
      { day: '2026-11-19', balanceSatang: 72_525 },
      { day: '2026-11-20', balanceSatang: 72_525 },
    ]);
  });

  it('ends on the given balance and keeps the last days asked for', () => {
    const points = runningBalance(records, { endBalanceSatang: 172_525, days: 2 });
    expect(points).toEqual([
      { day: '2026-11-19', balanceSatang: 172_525 },
      { day: '2026-11-20', balanceSatang: 172_525 },
    ]);
  });

  it('is empty without history, and exact in satang over many rows', () => {
    expect(runningBalance([])).toEqual([]);
    const cents = Array.from({ length: 1000 }, (_, i) =>
      tx({ amountSatang: 1, createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString() }),
    );
    expect(runningBalance(cents).at(-1)).toEqual({ day: '2026-01-01', balanceSatang: 1000 });
  });
});
