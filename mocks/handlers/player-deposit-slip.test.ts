/**
 * The deposit with a transfer slip (docs/player-api.md, 5.1): multipart/form-data with `amount`,
 * `bankCode` and an optional `slip` image, checked by its bytes (415) and size (413), the slip's
 * metadata kept on the stored deposit; idempotent and owner-only like the JSON deposit.
 */
import { playerPaths } from '@pp/features/endpoints';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { signToken } from '../lib/jwt';
import { memoryStore, setMockStorage } from '../lib/persist';
import { reset as resetPlayerService, updateUser } from '../services/playerService';
import { depositSlip, getWallet, resetWallets, setWalletClock } from '../stores/wallet';
import { playerHandlers } from './player';

const BASE = 'http://localhost/player-api';
const DEMO = '100001';
const server = setupServer(...playerHandlers);
const tokens = { demo: '', other: '' };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const WEBP = [...new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ')];

/** A file of `size` bytes starting with `head`. */
function file(head: readonly number[], size: number, name: string, type: string): File {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new File([bytes], name, { type });
}

function form(fields: Record<string, string | File>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

function deposit(body: FormData | string, options: { who?: 'demo' | 'other'; key?: string } = {}) {
  const headers: Record<string, string> = { Authorization: `Bearer ${tokens[options.who ?? 'demo']}` };
  if (options.key) headers['Idempotency-Key'] = options.key;
  if (typeof body === 'string') headers['Content-Type'] = 'application/json';
  return fetch(`${BASE}${playerPaths.deposit(DEMO)}`, { method: 'POST', headers, body });
}

/** The newest stored transaction of the demo player. */
function latest() {
  const [newest] = getWallet(DEMO).history;
  if (!newest) throw new Error('empty history');
  return newest;
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  tokens.demo = await signToken(DEMO, 'player');
  tokens.other = await signToken('100002', 'player');
});
beforeEach(() => {
  setMockStorage(memoryStore());
  setWalletClock(() => new Date('2026-11-20T05:00:00.000Z'));
});
afterEach(() => {
  server.resetHandlers();
  resetWallets();
  resetPlayerService();
});
afterAll(() => {
  server.close();
  setWalletClock(() => new Date());
});

describe('POST deposit as multipart/form-data', () => {
  it('records a pending deposit with the slip metadata and its object key', async () => {
    const response = await deposit(
      form({ amount: '1500.50', bankCode: 'PROMPTPAY', slip: file(PNG, 2048, 'slip.png', 'image/png') }),
    );
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({ type: 'deposit', amount: 1500.5, status: 'pending', bankCode: 'PROMPTPAY' });
    expect(data.description).toBe('ฝากเงินเข้าบัญชี พร้อมเพย์');
    // The wire transaction is unchanged: the slip stays on the server's record.
    expect(Object.keys(data)).not.toContain('slip');
    const stored = latest();
    expect(stored.id).toBe(data.id);
    expect(depositSlip(stored)).toEqual({
      key: `slips/${DEMO}/${String(data.id)}.png`,
      name: 'slip.png',
      type: 'image/png',
      size: 2048,
    });
  });

  it('takes JPEG and WebP, typed by their bytes, and a form without a slip', async () => {
    for (const [head, ending] of [
      [JPEG, 'jpg'],
      [WEBP, 'webp'],
    ] as const) {
      const response = await deposit(
        form({ amount: '100', bankCode: 'KBANK', slip: file(head, 64, 'photo', 'application/octet-stream') }),
      );
      expect(response.status).toBe(201);
      expect(depositSlip(latest())?.key.endsWith(`.${ending}`)).toBe(true);
    }
    const plain = await deposit(form({ amount: '100', bankCode: 'KBANK' }));
    expect(plain.status).toBe(201);
    expect(depositSlip(latest())).toBeNull();
  });

  it('refuses a file that is not a JPEG, PNG or WebP with 415, whatever its name says', async () => {
    const before = getWallet(DEMO).history.length;
    for (const slip of [
      file([...new TextEncoder().encode('GIF89a')], 100, 'slip.gif', 'image/gif'),
      file([...new TextEncoder().encode('%PDF-1.7')], 100, 'slip.png', 'image/png'),
    ]) {
      const response = await deposit(form({ amount: '100', bankCode: 'KBANK', slip }));
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({
        message: 'รองรับเฉพาะไฟล์ JPG, PNG หรือ WebP',
        code: 'slip.type',
        field: 'slip',
      });
    }
    expect(getWallet(DEMO).history).toHaveLength(before);
  });

  it('refuses a slip over 5 MB with 413, and takes one of exactly 5 MB', async () => {
    const tooLarge = await deposit(
      form({
        amount: '100',
        bankCode: 'KBANK',
        slip: file(PNG, 5 * 1024 * 1024 + 1, 'big.png', 'image/png'),
      }),
    );
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({
      message: 'ไฟล์ต้องไม่เกิน 5 MB',
      code: 'slip.tooLarge',
      field: 'slip',
    });
    const fits = await deposit(
      form({ amount: '100', bankCode: 'KBANK', slip: file(PNG, 5 * 1024 * 1024, 'fits.png', 'image/png') }),
    );
    expect(fits.status).toBe(201);
  });

  it('checks the amount and the account as the JSON deposit does', async () => {
    const slip = file(PNG, 64, 'slip.png', 'image/png');
    const noAmount = await deposit(form({ bankCode: 'KBANK', slip }));
    expect(noAmount.status).toBe(400);
    expect(await noAmount.json()).toMatchObject({ code: 'amount.required', field: 'amount' });
    const low = await deposit(form({ amount: '99.99', bankCode: 'KBANK', slip }));
    expect(await low.json()).toMatchObject({ code: 'amount.belowMinimum', message: 'ขั้นต่ำ 100 บาท' });
    const unknown = await deposit(form({ amount: '100', bankCode: 'XYZ', slip }));
    expect(await unknown.json()).toMatchObject({ code: 'bankCode.unknown', field: 'bankCode' });
    const textSlip = await deposit(form({ amount: '100', bankCode: 'KBANK', slip: 'not a file' }));
    expect(textSlip.status).toBe(400);
    expect(await textSlip.json()).toMatchObject({ code: 'body.invalid' });
  });

  it('answers a repeated Idempotency-Key with the first answer, recording one deposit', async () => {
    const before = getWallet(DEMO).history.length;
    const send = () =>
      deposit(form({ amount: '300', bankCode: 'PROMPTPAY', slip: file(PNG, 64, 's.png', 'image/png') }), {
        key: 'slip-1',
      });
    const first = (await (await send()).json()) as unknown;
    const again = await send();
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(first);
    expect(getWallet(DEMO).history).toHaveLength(before + 1);
  });

  it("refuses another player's deposit with 403, and keeps the JSON form working", async () => {
    // The other player is the demo's banned account, active here so its call reaches the owner rule.
    await updateUser('100002', { status: 'active' });
    const other = await deposit(form({ amount: '100', bankCode: 'KBANK' }), { who: 'other' });
    expect(other.status).toBe(403);
    const json = await deposit(JSON.stringify({ amount: 100, bankCode: 'PROMPTPAY' }));
    expect(json.status).toBe(201);
    expect(depositSlip(latest())).toBeNull();
  });
});
