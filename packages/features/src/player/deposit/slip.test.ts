import { describe, expect, it } from 'vitest';

import { SLIP_MAX_BYTES, slipMessage, slipRefusal, slipRefusalStatus, sniffSlipType } from './slip';

describe('slipRefusal', () => {
  it('takes JPEG, PNG and WebP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(slipRefusal({ type, size: 1 })).toBeNull();
      expect(slipRefusal({ type, size: SLIP_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses another type first, then a file over 5 MB', () => {
    expect(slipRefusal({ type: 'image/gif', size: 10 })).toBe('slip.type');
    expect(slipRefusal({ type: 'application/pdf', size: SLIP_MAX_BYTES + 1 })).toBe('slip.type');
    expect(slipRefusal({ type: '', size: 10 })).toBe('slip.type');
    expect(slipRefusal({ type: 'image/png', size: SLIP_MAX_BYTES + 1 })).toBe('slip.tooLarge');
  });

  it('says why in Thai, with the status the API answers', () => {
    expect(slipMessage('slip.type')).toBe('รองรับเฉพาะไฟล์ JPG, PNG หรือ WebP');
    expect(slipMessage('slip.tooLarge')).toBe('ไฟล์ต้องไม่เกิน 5 MB');
    expect(slipRefusalStatus).toEqual({ 'slip.type': 415, 'slip.tooLarge': 413 });
  });
});

describe('sniffSlipType', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  it('knows the three image signatures', () => {
    expect(sniffSlipType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffSlipType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    const webp = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');
    expect(sniffSlipType(webp)).toBe('image/webp');
  });

  it('knows nothing else', () => {
    expect(sniffSlipType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffSlipType(new TextEncoder().encode('RIFF0000WAVE'))).toBeNull();
    expect(sniffSlipType(bytes(0x89, 0x50))).toBeNull();
    expect(sniffSlipType(bytes())).toBeNull();
  });
});
