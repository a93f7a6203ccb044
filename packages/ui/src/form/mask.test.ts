import { describe, expect, it } from 'vitest';

import { applyMask, caretAfterDigits, maskComplete, maskSlots, unmask } from './mask';

const phone = '###-###-####';
const account = '###-#-#####-#';

describe('input masks', () => {
  it('counts the digit slots of a pattern', () => {
    expect(maskSlots(phone)).toBe(10);
    expect(maskSlots(account)).toBe(10);
  });

  it('writes the digits typed in the pattern, separators only between digits', () => {
    expect(applyMask(phone, '')).toBe('');
    expect(applyMask(phone, '0')).toBe('0');
    expect(applyMask(phone, '081')).toBe('081');
    expect(applyMask(phone, '0812')).toBe('081-2');
    expect(applyMask(phone, '0812345678')).toBe('081-234-5678');
    expect(applyMask(account, '1234567890')).toBe('123-4-56789-0');
  });

  it('keeps digits only from what is pasted, and no more than the pattern holds', () => {
    expect(applyMask(phone, '+66 81 234 5678 99')).toBe('668-123-4567');
    expect(applyMask(phone, '081 234 5678')).toBe('081-234-5678');
    expect(applyMask(account, 'abc')).toBe('');
    expect(unmask(account, '123-4-56789-0123')).toBe('1234567890');
  });

  it('lets a trailing separator be deleted', () => {
    expect(applyMask(phone, '081-')).toBe('081');
  });

  it('says whether every slot is filled', () => {
    expect(maskComplete(phone, '081-234-5678')).toBe(true);
    expect(maskComplete(phone, '081-234-567')).toBe(false);
    expect(maskComplete(phone, '0812345678')).toBe(false);
  });

  it('puts the caret after the same digits once the text is written again', () => {
    expect(caretAfterDigits('081-234-5678', 0)).toBe(0);
    expect(caretAfterDigits('081-234-5678', 3)).toBe(3);
    expect(caretAfterDigits('081-234-5678', 4)).toBe(5);
    expect(caretAfterDigits('081-2', 9)).toBe(5);
  });
});
