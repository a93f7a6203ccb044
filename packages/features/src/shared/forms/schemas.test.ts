import { describe, expect, it } from 'vitest';
import { object, ValidationError } from 'yup';

import { codeMessages, codeSchema } from './code';
import { formResolver } from './resolver';
import {
  amountSchema,
  confirmPasswordSchema,
  newPasswordSchema,
  normalizePhone,
  passwordSchema,
  phoneSchema,
  requiredText,
} from './schemas';

/** The message a schema refuses `value` with, or undefined when it accepts it. */
async function messageOf(validate: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await validate();
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

const DEPOSIT = { min: 10_000 };
const WITHDRAW = { min: 30_000, max: 5_000_000, balance: 125_050 };

describe('amountSchema (deposit: at least 100 baht)', () => {
  it.each([
    ['', 'กรุณากรอกจำนวนเงิน'],
    ['   ', 'กรุณากรอกจำนวนเงิน'],
    ['abc', 'กรุณากรอกจำนวนเงินเป็นตัวเลข'],
    ['1e3', 'กรุณากรอกจำนวนเงินเป็นตัวเลข'],
    ['12.5.1', 'กรุณากรอกจำนวนเงินเป็นตัวเลข'],
    ['100.123', 'ระบุทศนิยมได้ไม่เกิน 2 ตำแหน่ง'],
    ['0', 'จำนวนเงินต้องมากกว่า 0 บาท'],
    ['0.00', 'จำนวนเงินต้องมากกว่า 0 บาท'],
    ['-100', 'จำนวนเงินต้องมากกว่า 0 บาท'],
    ['99.99', 'ขั้นต่ำ 100 บาท'],
    ['50', 'ขั้นต่ำ 100 บาท'],
  ])('refuses %j with %s', async (input, message) => {
    await expect(messageOf(() => amountSchema(DEPOSIT).validate(input))).resolves.toBe(message);
  });

  it.each([
    ['100', 10_000],
    ['100.5', 10_050],
    ['1,250.50', 125_050],
    [' 5000 ', 500_000],
    ['99999999.99', 9_999_999_999],
  ])('accepts %j as %i satang', async (input, satang) => {
    await expect(amountSchema(DEPOSIT).validate(input)).resolves.toBe(satang);
  });

  it('uses the given minimum in its message', async () => {
    await expect(messageOf(() => amountSchema({ min: 20_050 }).validate('150'))).resolves.toBe(
      'ขั้นต่ำ 200.50 บาท',
    );
  });

  it('reads satang it already yielded as satang (casting twice changes nothing)', async () => {
    const schema = amountSchema(DEPOSIT);
    await expect(schema.validate(schema.cast('1,250.50'))).resolves.toBe(125_050);
  });
});

describe('amountSchema (withdraw: minimum, balance, daily maximum)', () => {
  it.each([
    ['', 'กรุณากรอกจำนวนเงิน'],
    ['x', 'กรุณากรอกจำนวนเงินเป็นตัวเลข'],
    ['500.001', 'ระบุทศนิยมได้ไม่เกิน 2 ตำแหน่ง'],
    ['0', 'จำนวนเงินต้องมากกว่า 0 บาท'],
    ['299.99', 'ขั้นต่ำ 300 บาท'],
    ['1250.51', 'ยอดเงินไม่เพียงพอ'],
  ])('refuses %j with %s', async (input, message) => {
    await expect(messageOf(() => amountSchema(WITHDRAW).validate(input))).resolves.toBe(message);
  });

  it('accepts the whole balance and the minimum', async () => {
    await expect(amountSchema(WITHDRAW).validate('1250.50')).resolves.toBe(125_050);
    await expect(amountSchema(WITHDRAW).validate('300')).resolves.toBe(30_000);
  });

  it('refuses more than the daily maximum when the balance allows it', async () => {
    const rich = amountSchema({ ...WITHDRAW, balance: 9_999_999_999 });
    await expect(messageOf(() => rich.validate('50000.01'))).resolves.toBe('สูงสุด 50,000 บาท');
    await expect(rich.validate('50000')).resolves.toBe(5_000_000);
  });

  it('says the balance is short before the daily maximum (the server order)', async () => {
    await expect(messageOf(() => amountSchema(WITHDRAW).validate('60000'))).resolves.toBe('ยอดเงินไม่เพียงพอ');
  });
});

describe('formResolver', () => {
  const schema = object({ amount: amountSchema(WITHDRAW) });
  const resolve = formResolver<{ amount: string }, { amount: number }>(schema);
  const options = { fields: {}, shouldUseNativeValidation: false } as const;

  it('hands the submit handler satang', async () => {
    await expect(resolve({ amount: '1,000.5' }, undefined, options)).resolves.toEqual({
      values: { amount: 100_050 },
      errors: {},
    });
  });

  it('gives a form the first message of a field, in the server order', async () => {
    // 60,000 baht is over the balance and over the daily maximum: the balance speaks first.
    const { errors } = await resolve({ amount: '60000' }, undefined, options);
    expect(errors.amount?.message).toBe('ยอดเงินไม่เพียงพอ');
    const belowMinimum = await resolve({ amount: '0.5' }, undefined, options);
    expect(belowMinimum.errors.amount?.message).toBe('ขั้นต่ำ 300 บาท');
  });
});

describe('phoneSchema', () => {
  it.each([
    ['', 'กรุณากรอกเบอร์โทรศัพท์'],
    ['  ', 'กรุณากรอกเบอร์โทรศัพท์'],
    ['0812', 'กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง'],
    ['08123456789', 'กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง'],
    ['admin', 'กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง'],
  ])('refuses %j with %s', async (input, message) => {
    await expect(messageOf(() => phoneSchema().validate(input))).resolves.toBe(message);
  });

  it.each([
    ['0812345678', '0812345678'],
    [' 081-234-5678 ', '0812345678'],
    ['+66 81 234 5678', '0812345678'],
  ])('accepts %j as %s', async (input, phone) => {
    await expect(phoneSchema().validate(input)).resolves.toBe(phone);
  });

  it('normalizePhone leaves what is not a +66 number as typed, without spaces or dashes', () => {
    expect(normalizePhone('+1 555-0100')).toBe('+15550100');
  });
});

describe('passwords', () => {
  it('a login password is only required, kept exactly as typed', async () => {
    await expect(messageOf(() => passwordSchema().validate(''))).resolves.toBe('กรุณากรอกรหัสผ่าน');
    await expect(passwordSchema().validate(' a ')).resolves.toBe(' a ');
  });

  it('a new password has 6 to 50 characters', async () => {
    await expect(messageOf(() => newPasswordSchema().validate(''))).resolves.toBe('กรุณากรอกรหัสผ่าน');
    await expect(messageOf(() => newPasswordSchema().validate('12345'))).resolves.toBe(
      'รหัสผ่านต้องมีอย่างน้อย 6 ตัวอักษร',
    );
    await expect(messageOf(() => newPasswordSchema().validate('x'.repeat(51)))).resolves.toBe(
      'รหัสผ่านต้องไม่เกิน 50 ตัวอักษร',
    );
    await expect(newPasswordSchema().validate('123456')).resolves.toBe('123456');
  });

  it('the confirmation must be there and equal the password', async () => {
    const schema = object({ password: newPasswordSchema(), confirmPassword: confirmPasswordSchema() });
    await expect(
      messageOf(() => schema.validate({ password: 'demo1234', confirmPassword: '' })),
    ).resolves.toBe('กรุณายืนยันรหัสผ่าน');
    await expect(
      messageOf(() => schema.validate({ password: 'demo1234', confirmPassword: 'demo12345' })),
    ).resolves.toBe('รหัสผ่านไม่ตรงกัน');
    await expect(schema.validate({ password: 'demo1234', confirmPassword: 'demo1234' })).resolves.toEqual({
      password: 'demo1234',
      confirmPassword: 'demo1234',
    });
  });
});

describe('requiredText', () => {
  it('refuses empty and blank text with the given message, and trims the rest', async () => {
    await expect(messageOf(() => requiredText('กรุณากรอกชื่อบัญชี').validate('   '))).resolves.toBe(
      'กรุณากรอกชื่อบัญชี',
    );
    await expect(messageOf(() => requiredText().validate(undefined))).resolves.toBe('กรุณากรอกข้อมูล');
    await expect(requiredText().validate('  สมชาย  ')).resolves.toBe('สมชาย');
  });
});

describe('codeSchema (a one-time code)', () => {
  it.each([
    ['', codeMessages.required],
    ['12345', codeMessages.invalid(6)],
    ['1234567', codeMessages.invalid(6)],
    ['12a456', codeMessages.invalid(6)],
    ['246810', undefined],
  ])('%j -> %s', async (value, message) => {
    await expect(messageOf(() => codeSchema(6).validate(value))).resolves.toBe(message);
  });

  it('takes the length it is given', async () => {
    await expect(messageOf(() => codeSchema(4).validate('1234'))).resolves.toBeUndefined();
    await expect(messageOf(() => codeSchema(4).validate('123456'))).resolves.toBe(codeMessages.invalid(4));
  });
});
