import { describe, expect, it } from 'vitest';

import type { AccountUser, RegisteredUser as MockRegisteredUser } from '@pp/mocks/data/accounts';

import { ApiError } from '../../shared/api/errors';
import { UNEXPECTED_RESPONSE } from '../../shared/wire/read';
import type { RegisteredUser, User } from '../types';
import { generatePin, readUser } from './endpoints';

// The mock backend's answers fit the feature's types (checked by tsc).
const fitsUser = (user: AccountUser): User => user;
const fitsRegistered = (user: MockRegisteredUser): RegisteredUser => user;

describe('readUser', () => {
  it('reads the account API user', () => {
    const user: AccountUser = {
      id: '100001',
      username: '0812345678',
      name: 'สมชาย ใจดี',
      status: 'active',
      credit: 1250.5,
      book_number: '0481234567',
      bank_name: 'KBANK',
      PromotionID: 'PRO-1',
      PromotionDetail: 'โบนัส',
      PromotionStatus: 'active',
      role: 'player',
    };
    expect(readUser(fitsUser(user))).toEqual(user);
    expect(typeof fitsRegistered).toBe('function');
  });

  it('fills what a real backend may leave out or send as numbers', () => {
    expect(
      readUser({ id: 7, username: '0812345678', book_name: 'มานี มีนา', credit: '10.25', role: 'root' }),
    ).toEqual({
      id: '7',
      username: '0812345678',
      name: 'มานี มีนา',
      status: 'active',
      credit: 10.25,
      book_number: '',
      bank_name: '',
      PromotionID: null,
      PromotionDetail: null,
      PromotionStatus: null,
      role: 'player',
    });
  });

  it('refuses an answer without id or username', () => {
    expect(() => readUser(null)).toThrow(ApiError);
    expect(() => readUser({ id: '1' })).toThrow(ApiError);
    expect(() => readUser({ username: 'admin' })).toThrow(ApiError);
    expect(() => readUser({ id: ' ', username: 'admin' })).toThrow(UNEXPECTED_RESPONSE);
  });
});

describe('generatePin', () => {
  it('makes numeric pins of the asked length', () => {
    for (let i = 0; i < 50; i += 1) expect(generatePin()).toMatch(/^[1-9]\d{5}$/);
    expect(generatePin(4)).toMatch(/^[1-9]\d{3}$/);
  });
});
