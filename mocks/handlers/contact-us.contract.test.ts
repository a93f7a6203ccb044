/**
 * docs/demo-api.md, "Contact us", against the mock and the schemas: a good message answers exactly
 * the receipt schema (the same reference for the same message), a bad one 400 with the Thai
 * message and its field, the scenarios answer as documented, and the page names the path and
 * every field.
 */
import { readFileSync } from 'node:fs';

import { contactUsPaths } from '@pp/features/endpoints';
import { contactUsWire } from '@pp/features/wire';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { callDemo, fieldNames, mismatch, unnamed } from './contract';
import { CONTACT_RECEIVED_AT, contactUsHandlers, contactUsScenarios } from './contact-us';

const doc = readFileSync(new URL('../../docs/demo-api.md', import.meta.url), 'utf8');
const server = setupServer(...contactUsHandlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const message = {
  name: 'สมชาย ใจดี',
  phone: '081-234-5678',
  email: '',
  topic: 'withdraw',
  message: 'ถอนเงินเมื่อวานยังไม่เข้าบัญชี รบกวนตรวจสอบให้ด้วยครับ',
};

describe('docs/demo-api.md, Contact us', () => {
  it('answers 201 with exactly the receipt schema, the same reference for the same message', async () => {
    const first = await callDemo(contactUsPaths.message, message);
    expect(first.status).toBe(201);
    expect(mismatch(contactUsWire.contactUsResponses.message, first.body)).toBeNull();
    expect(first.body).toEqual({
      reference: expect.stringMatching(/^CU-\d{6}$/),
      receivedAt: CONTACT_RECEIVED_AT,
    });
    expect((await callDemo(contactUsPaths.message, message)).body).toEqual(first.body);
    const other = await callDemo(contactUsPaths.message, { ...message, topic: 'deposit' });
    expect(other.body).not.toEqual(first.body);
  });

  it.each([
    [{ ...message, name: '  ' }, 'name', 'กรุณากรอกชื่อของคุณ'],
    [{ ...message, phone: '12345' }, 'phone', 'กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง'],
    [{ ...message, email: 'somchai@' }, 'email', 'กรุณากรอกอีเมลให้ถูกต้อง'],
    [{ ...message, topic: 'casino' }, 'topic', 'กรุณาเลือกหัวข้อที่ต้องการติดต่อ'],
    [{ ...message, message: 'สั้นไป' }, 'message', 'ข้อความต้องมีอย่างน้อย 10 ตัวอักษร'],
  ])('refuses a bad body with 400, the Thai message and the field (%#)', async (body, field, text) => {
    const answer = await callDemo(contactUsPaths.message, body);
    expect(answer).toEqual({ status: 400, body: { message: text, field } });
  });

  it('refuses a body that is no JSON object', async () => {
    const answer = await callDemo(contactUsPaths.message, ['not', 'an', 'object']);
    expect(answer.status).toBe(400);
  });

  it('answers the documented scenarios', async () => {
    server.use(...contactUsScenarios.refused);
    expect(await callDemo(contactUsPaths.message, message)).toEqual({
      status: 400,
      body: { message: 'ส่งข้อความบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่' },
    });
    server.use(...contactUsScenarios.error);
    expect(await callDemo(contactUsPaths.message, message)).toEqual({
      status: 500,
      body: { message: 'Internal server error' },
    });
  });

  it('names the path and every field', () => {
    expect(doc).toContain(`\`POST /api${contactUsPaths.message}\``);
    const fields = new Set([
      ...fieldNames(contactUsWire.contactMessageSchema),
      ...fieldNames(contactUsWire.contactUsResponses.message),
    ]);
    expect(unnamed(doc, fields)).toEqual([]);
  });
});
