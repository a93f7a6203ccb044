/**
 * Invoice arithmetic and validation of the create-invoice form. Amounts are whole cents inside,
 * so 3 x $19.99 is exactly $59.97; what the user typed stays text until it is parsed here.
 */
import { array, object, string, type ObjectSchema } from 'yup';

import { EMAIL_PATTERN } from '../shared/forms/contactDetails';
import { en } from './locales/en';

/** Whole cents. */
export type Cents = number;

/** Largest unit price accepted: $1,000,000.00. */
export const MAX_UNIT_PRICE_CENTS: Cents = 100_000_000;
/** Largest quantity of a line. */
export const MAX_QUANTITY = 100_000;
/** Most lines on one invoice. */
export const MAX_LINES = 100;

/** Status of an invoice. */
export const INVOICE_STATUSES = ['Unpaid', 'Paid', 'Cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** One line of the form, as typed. */
export interface InvoiceLineInput {
  description: string;
  quantity: string;
  unitPrice: string;
}

/** The whole form, as typed (text keeps exactly what the user entered). */
export interface InvoiceFormValues {
  invoiceNumber: string;
  customerName: string;
  email: string;
  address: string;
  issueDate: string;
  dueDate: string;
  status: InvoiceStatus;
  items: InvoiceLineInput[];
  taxPercent: string;
  discount: string;
  /** Free text printed on the invoice (payment terms, thanks); optional. */
  notes: string;
}

/**
 * A money amount typed by a person -> cents, or null. Accepts `12`, `12.5`, `12.50`, `.5`,
 * `1,234.50` (commas between groups of three); refuses negatives, more than 2 decimals, words,
 * and anything above `max`.
 */
export function parseMoney(text: string, max: Cents = MAX_UNIT_PRICE_CENTS * MAX_QUANTITY): Cents | null {
  const trimmed = text.trim();
  if (!/^(\d{1,3}(,\d{3})+|\d*)(\.\d{0,2})?$/.test(trimmed)) return null;
  const plain = trimmed.replace(/,/g, '');
  if (plain === '' || plain === '.') return null;
  const [whole = '', fraction = ''] = plain.split('.');
  if (whole.length > 15) return null;
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return cents <= max ? cents : null;
}

/** A quantity typed by a person -> a whole number from 1 to MAX_QUANTITY, or null. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 && value <= MAX_QUANTITY ? value : null;
}

/** A percentage typed by a person (0 to 100, at most 2 decimals) -> basis points (7.5% = 750), or null. */
export function parsePercent(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}(\.\d{0,2})?$|^\.\d{1,2}$/.test(trimmed)) return null;
  const [whole = '', fraction = ''] = trimmed.split('.');
  const basisPoints = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return basisPoints <= 10_000 ? basisPoints : null;
}

/** Quantity x unit price, in cents. */
export function lineTotal(quantity: number, unitPrice: Cents): Cents {
  return quantity * unitPrice;
}

/** Total of one typed line, or null while the quantity or the price is not valid. */
export function lineTotalOf(line: Pick<InvoiceLineInput, 'quantity' | 'unitPrice'>): Cents | null {
  const quantity = parseQuantity(line.quantity);
  const unitPrice = parseMoney(line.unitPrice, MAX_UNIT_PRICE_CENTS);
  return quantity === null || unitPrice === null ? null : lineTotal(quantity, unitPrice);
}

/** `amount x basisPoints / 10000`, rounded half up to the cent, exactly (no floating point). */
export function percentOf(amount: Cents, basisPoints: number): Cents {
  return Number((BigInt(amount) * BigInt(basisPoints) + 5_000n) / 10_000n);
}

/** The totals block of an invoice, in cents. */
export interface InvoiceTotals {
  subtotal: Cents;
  /** Discount applied (never more than the subtotal). */
  discount: Cents;
  /** Tax rate in basis points. */
  taxRate: number;
  /** Tax on the subtotal after the discount. */
  tax: Cents;
  total: Cents;
}

/**
 * Subtotal (sum of the valid lines), discount (a fixed amount off the subtotal, capped at it), tax
 * (a percentage of subtotal minus discount, rounded half up to the cent) and grand total. Lines or
 * fields not valid yet count as zero, so the totals follow what is typed live.
 */
export function invoiceTotals(
  items: readonly Pick<InvoiceLineInput, 'quantity' | 'unitPrice'>[],
  taxPercent: string,
  discount: string,
): InvoiceTotals {
  const subtotal = items.reduce((sum, line) => sum + (lineTotalOf(line) ?? 0), 0);
  const discountCents = Math.min(parseMoney(discount) ?? 0, subtotal);
  const taxRate = parsePercent(taxPercent) ?? 0;
  const tax = percentOf(subtotal - discountCents, taxRate);
  return { subtotal, discount: discountCents, taxRate, tax, total: subtotal - discountCents + tax };
}

/** `INV-0041` -> `INV-0042`: the trailing number plus one, keeping its width; `X` -> `X-1`. */
export function nextInvoiceNumber(current: string): string {
  const match = /^(.*?)(\d+)$/.exec(current.trim());
  if (!match) return `${current.trim()}-1`;
  const [, prefix = '', digits = '0'] = match;
  const next = String(BigInt(digits) + 1n);
  return `${prefix}${next.padStart(digits.length, '0')}`;
}

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** True when `due` is a later day than `issue` (both `YYYY-MM-DD`). */
export function isDueAfterIssue(issue: string, due: string): boolean {
  return isIsoDate(issue) && isIsoDate(due) && due > issue;
}

/** `YYYY-MM-DD` of a date, `days` later (UTC calendar days). */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Messages shown at the fields, one per rule (the customer namespace's `invoiceErrors`). */
export type InvoiceMessages = Readonly<Record<keyof (typeof en)['invoiceErrors'], string>>;

/** The messages in English. */
export const invoiceMessages: InvoiceMessages = en.invoiceErrors;

/** Validation of the create-invoice form in the language of `messages`; every message names what to fix. */
export function invoiceSchemaWith(messages: InvoiceMessages): ObjectSchema<InvoiceFormValues> {
  const line: ObjectSchema<InvoiceLineInput> = object({
    description: string()
      .defined()
      .trim()
      .required(messages.description)
      .max(200, messages.descriptionLength),
    quantity: string()
      .defined()
      .test('quantity', messages.quantity, (value) => parseQuantity(value) !== null),
    unitPrice: string()
      .defined()
      .test('unit-price', messages.unitPrice, (value) => parseMoney(value, MAX_UNIT_PRICE_CENTS) !== null),
  });

  return object({
    invoiceNumber: string()
      .defined()
      .trim()
      .required(messages.invoiceNumber)
      .matches(/^[A-Za-z0-9-]{1,20}$/, messages.invoiceNumberFormat),
    customerName: string()
      .defined()
      .trim()
      .required(messages.customerName)
      .max(100, messages.customerNameLength),
    email: string().defined().trim().required(messages.email).matches(EMAIL_PATTERN, messages.emailFormat),
    address: string().defined().trim().required(messages.address).max(300, messages.addressLength),
    issueDate: string()
      .defined()
      .test('issue-date', messages.issueDate, (value) => isIsoDate(value)),
    dueDate: string()
      .defined()
      .test('due-date', messages.dueDate, (value) => isIsoDate(value))
      .test('due-after-issue', messages.dueAfterIssue, (value, context) => {
        const issue: unknown = context.parent.issueDate;
        return typeof issue !== 'string' || !isIsoDate(issue) || isDueAfterIssue(issue, value);
      }),
    status: string<InvoiceStatus>().defined().oneOf(INVOICE_STATUSES, messages.status),
    items: array(line).defined().min(1, messages.items).max(MAX_LINES, messages.tooManyItems),
    taxPercent: string()
      .defined()
      .test('tax', messages.taxPercent, (value) => parsePercent(value) !== null),
    discount: string()
      .defined()
      .test('discount', messages.discount, (value) => parseMoney(value) !== null)
      .test('discount-cap', messages.discountTooHigh, (value, context) => {
        const discount = parseMoney(value);
        const items: unknown = context.parent.items;
        if (discount === null || !Array.isArray(items)) return true;
        return discount <= invoiceTotals(items as InvoiceLineInput[], '0', '0').subtotal;
      }),
    notes: string().defined().max(500, messages.notes),
  });
}

/** Validation of the create-invoice form, in English. */
export const invoiceSchema: ObjectSchema<InvoiceFormValues> = invoiceSchemaWith(invoiceMessages);

/** A fresh form: one empty line, issued `today`, due 30 days later. */
export function emptyInvoice(today: string, invoiceNumber = 'INV-0001'): InvoiceFormValues {
  return {
    invoiceNumber,
    customerName: '',
    email: '',
    address: '',
    issueDate: today,
    dueDate: addDays(today, 30),
    status: 'Unpaid',
    items: [{ description: '', quantity: '1', unitPrice: '' }],
    taxPercent: '7',
    discount: '0',
    notes: '',
  };
}
