import { parse } from 'promptparse';
import { describe, expect, it } from 'vitest';

import { promptPayPayload, promptPayProxy } from './promptpay';

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as EMVCo tag 63 asks, computed here by hand. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function decoded(payload: string | null) {
  if (payload === null) throw new Error('no payload');
  const qr = parse(payload, true, true);
  if (!qr) throw new Error('unreadable payload');
  return qr;
}

describe('promptPayProxy', () => {
  it('reads a mobile number and a tax id as printed, and nothing else', () => {
    expect(promptPayProxy('081-234-5678')).toEqual({ type: 'MSISDN', target: '0812345678' });
    expect(promptPayProxy('0-1055-61234-56-7')).toEqual({ type: 'NATID', target: '0105561234567' });
    expect(promptPayProxy('402-6-19385-2')).toBeNull();
    expect(promptPayProxy('1812345678')).toBeNull();
    expect(promptPayProxy('')).toBeNull();
  });
});

describe('promptPayPayload', () => {
  it('holds the phone number, the amount, baht and a CRC that checks', () => {
    const payload = promptPayPayload('081-234-5678', 125_050);
    const qr = decoded(payload);
    // Tag 29 (PromptPay AnyID): AID, then the mobile number as 0066 + the number without its 0.
    expect(qr.getTagValue('29', '00')).toBe('A000000677010111');
    expect(qr.getTagValue('29', '01')).toBe('0066812345678');
    expect(qr.getTagValue('54')).toBe('1250.50');
    expect(qr.getTagValue('53')).toBe('764');
    expect(qr.getTagValue('58')).toBe('TH');
    // Point of initiation 12: a one-time code with an amount.
    expect(qr.getTagValue('01')).toBe('12');
    expect(qr.validate('63')).toBe(true);
    const body = payload?.slice(0, -4) ?? '';
    expect(body.endsWith('6304')).toBe(true);
    expect(qr.getTagValue('63')).toBe(crc16(body));
  });

  it('holds a 13-digit tax id as it is', () => {
    const qr = decoded(promptPayPayload('0-1055-61234-56-7', 10_000));
    expect(qr.getTagValue('29', '02')).toBe('0105561234567');
    expect(qr.getTagValue('54')).toBe('100.00');
    expect(qr.getTagValue('63')).toBe(crc16(qr.getPayload().slice(0, -4)));
  });

  it('changes with the amount', () => {
    const small = decoded(promptPayPayload('0812345678', 30_000));
    const large = decoded(promptPayPayload('0812345678', 9_999_999_999));
    expect(small.getTagValue('54')).toBe('300.00');
    expect(large.getTagValue('54')).toBe('99999999.99');
    expect(large.validate('63')).toBe(true);
  });

  it('gives nothing for an id that is not PromptPay, or an amount that is not positive satang', () => {
    expect(promptPayPayload('402-6-19385-2', 10_000)).toBeNull();
    expect(promptPayPayload('0812345678', 0)).toBeNull();
    expect(promptPayPayload('0812345678', -100)).toBeNull();
    expect(promptPayPayload('0812345678', 100.5)).toBeNull();
  });

  it('fails its CRC check once a digit of the amount changes', () => {
    const payload = promptPayPayload('0812345678', 50_000) ?? '';
    expect(parse(payload.replace('500.00', '900.00'), true)).toBeNull();
  });
});
