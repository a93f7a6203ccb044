import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';

import {
  addDays,
  emptyInvoice,
  invoiceMessages,
  invoiceSchema,
  invoiceTotals,
  isDueAfterIssue,
  isIsoDate,
  lineTotal,
  lineTotalOf,
  nextInvoiceNumber,
  parseMoney,
  parsePercent,
  parseQuantity,
  percentOf,
  type InvoiceFormValues,
} from './invoice';

describe('parseMoney', () => {
  it.each([
    ['0', 0],
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['12.', 1200],
    ['.5', 50],
    [' 19.99 ', 1999],
    ['1,234.56', 123456],
    ['1,000,000', 100000000],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseMoney(text)).toBe(cents);
  });

  it.each(['', ' ', '.', '-1', '1.234', 'abc', '1e3', '12,34', '1,2345', '$5', '0x10', 'NaN'])(
    'refuses %j',
    (text) => {
      expect(parseMoney(text)).toBeNull();
    },
  );

  it('refuses amounts above the maximum', () => {
    expect(parseMoney('10.00', 999)).toBeNull();
    expect(parseMoney('9.99', 999)).toBe(999);
  });
});

describe('parseQuantity', () => {
  it('accepts whole numbers from 1', () => {
    expect(parseQuantity('1')).toBe(1);
    expect(parseQuantity(' 42 ')).toBe(42);
    expect(parseQuantity('100000')).toBe(100000);
  });

  it.each(['0', '-1', '1.5', '2.0', '', 'two', '1e2', '100001'])('refuses %j', (text) => {
    expect(parseQuantity(text)).toBeNull();
  });
});

describe('parsePercent', () => {
  it('reads percentages as basis points', () => {
    expect(parsePercent('7')).toBe(700);
    expect(parsePercent('7.5')).toBe(750);
    expect(parsePercent('0.25')).toBe(25);
    expect(parsePercent('.5')).toBe(50);
    expect(parsePercent('100')).toBe(10000);
    expect(parsePercent('0')).toBe(0);
  });

  it.each(['100.01', '101', '-1', '7.125', '', 'x'])('refuses %j', (text) => {
    expect(parsePercent(text)).toBeNull();
  });
});

describe('line totals', () => {
  it('multiplies in cents, exactly', () => {
    expect(lineTotal(3, 1999)).toBe(5997);
    expect(lineTotalOf({ quantity: '3', unitPrice: '0.1' })).toBe(30);
    expect(lineTotalOf({ quantity: '10', unitPrice: '0.07' })).toBe(70);
  });

  it('is null until both fields are valid', () => {
    expect(lineTotalOf({ quantity: '', unitPrice: '5' })).toBeNull();
    expect(lineTotalOf({ quantity: '2', unitPrice: '5.555' })).toBeNull();
  });
});

describe('percentOf', () => {
  it('rounds half up to the cent', () => {
    expect(percentOf(1000, 750)).toBe(75);
    expect(percentOf(150, 1000)).toBe(15);
    expect(percentOf(5, 1000)).toBe(1); // 0.5 cent rounds up
    expect(percentOf(4, 1000)).toBe(0); // 0.4 cent rounds down
    expect(percentOf(0, 700)).toBe(0);
  });

  it('stays exact on huge amounts', () => {
    expect(percentOf(1_000_000_000_000_000, 10_000)).toBe(1_000_000_000_000_000);
  });
});

describe('invoiceTotals', () => {
  const items = [
    { quantity: '3', unitPrice: '19.99' },
    { quantity: '1', unitPrice: '0.1' },
    { quantity: '2', unitPrice: '0.2' },
  ];

  it('adds the lines, takes the discount off, then adds the tax on the rest', () => {
    // 59.97 + 0.10 + 0.40 = 60.47; minus 10.47 = 50.00; 7% = 3.50; total 53.50
    expect(invoiceTotals(items, '7', '10.47')).toEqual({
      subtotal: 6047,
      discount: 1047,
      taxRate: 700,
      tax: 350,
      total: 5350,
    });
  });

  it('counts invalid lines and fields as zero while typing', () => {
    const typing = [...items, { quantity: '2', unitPrice: 'abc' }, { quantity: '', unitPrice: '9' }];
    expect(invoiceTotals(typing, 'x', '-5')).toEqual({
      subtotal: 6047,
      discount: 0,
      taxRate: 0,
      tax: 0,
      total: 6047,
    });
  });

  it('never discounts below zero', () => {
    expect(invoiceTotals([{ quantity: '1', unitPrice: '5' }], '10', '80')).toMatchObject({
      discount: 500,
      tax: 0,
      total: 0,
    });
  });

  it('is all zero without lines', () => {
    expect(invoiceTotals([], '7', '0')).toEqual({ subtotal: 0, discount: 0, taxRate: 700, tax: 0, total: 0 });
  });
});

describe('invoice numbers and dates', () => {
  it('counts the invoice number up, keeping its width', () => {
    expect(nextInvoiceNumber('INV-0001')).toBe('INV-0002');
    expect(nextInvoiceNumber('INV-0099')).toBe('INV-0100');
    expect(nextInvoiceNumber('INV-9999')).toBe('INV-10000');
    expect(nextInvoiceNumber('2025-7')).toBe('2025-8');
    expect(nextInvoiceNumber('DRAFT')).toBe('DRAFT-1');
  });

  it('knows real calendar dates', () => {
    expect(isIsoDate('2025-03-14')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-3-14')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  it('wants the due date strictly after the issue date', () => {
    expect(isDueAfterIssue('2025-03-14', '2025-03-15')).toBe(true);
    expect(isDueAfterIssue('2025-03-14', '2025-03-14')).toBe(false);
    expect(isDueAfterIssue('2025-03-14', '2025-02-01')).toBe(false);
    expect(isDueAfterIssue('', '2025-02-01')).toBe(false);
  });

  it('adds calendar days across months and years', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2025-12-15', 30)).toBe('2026-01-14');
  });
});

describe('invoiceSchema', () => {
  const valid: InvoiceFormValues = {
    ...emptyInvoice('2025-03-14'),
    customerName: 'Alex Carter',
    email: 'alex.carter@example.com',
    address: '99 Sukhumvit Road, Bangkok 10110',
    items: [{ description: 'Aurora Wireless Headphones', quantity: '2', unitPrice: '97.49' }],
  };

  async function errorsOf(values: InvoiceFormValues): Promise<Record<string, string>> {
    try {
      await invoiceSchema.validate(values, { abortEarly: false });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
    }
  }

  it('accepts a complete invoice', async () => {
    await expect(errorsOf(valid)).resolves.toEqual({});
  });

  it('starts a fresh form due 30 days after it is issued', () => {
    expect(emptyInvoice('2025-03-14')).toMatchObject({ issueDate: '2025-03-14', dueDate: '2025-04-13' });
  });

  it('names every bad field', async () => {
    const errors = await errorsOf({
      ...valid,
      invoiceNumber: 'INV 1',
      customerName: '  ',
      email: 'alex@',
      address: '',
      dueDate: '2025-03-14',
      items: [{ description: '', quantity: '1.5', unitPrice: '-3' }],
      taxPercent: '120',
      discount: '1.999',
    });
    expect(errors).toEqual({
      invoiceNumber: invoiceMessages.invoiceNumberFormat,
      customerName: invoiceMessages.customerName,
      email: invoiceMessages.emailFormat,
      address: invoiceMessages.address,
      dueDate: invoiceMessages.dueAfterIssue,
      'items[0].description': invoiceMessages.description,
      'items[0].quantity': invoiceMessages.quantity,
      'items[0].unitPrice': invoiceMessages.unitPrice,
      taxPercent: invoiceMessages.taxPercent,
      discount: invoiceMessages.discount,
    });
  });

  it('wants at least one line and a discount within the subtotal', async () => {
    expect(await errorsOf({ ...valid, items: [] })).toMatchObject({ items: invoiceMessages.items });
    expect(await errorsOf({ ...valid, discount: '194.99' })).toEqual({
      discount: invoiceMessages.discountTooHigh,
    });
    expect(await errorsOf({ ...valid, discount: '194.98' })).toEqual({});
  });

  it('wants real dates', async () => {
    expect(await errorsOf({ ...valid, issueDate: '', dueDate: '' })).toEqual({
      issueDate: invoiceMessages.issueDate,
      dueDate: invoiceMessages.dueDate,
    });
  });

  it('keeps notes short', async () => {
    expect(await errorsOf({ ...valid, notes: 'x'.repeat(501) })).toEqual({ notes: invoiceMessages.notes });
    expect(await errorsOf({ ...valid, notes: 'Thank you!' })).toEqual({});
  });

  it('accepts a free line (price 0)', async () => {
    const free = {
      ...valid,
      items: [...valid.items, { description: 'Gift wrap', quantity: '1', unitPrice: '0' }],
    };
    await expect(errorsOf(free)).resolves.toEqual({});
  });
});
