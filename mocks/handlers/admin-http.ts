/**
 * What the back office's handlers share (docs/player-api.md, 7): paging of a list, the 400 of a
 * request that fails its `adminWire` schema (Thai message, `code`, `field`), and the JSON answers.
 * Routing and auth are the player API's own (`adminRoute` in player-http.ts).
 */
import { adminWire, ValidationError } from '@pp/features/wire';

import { errorResponse } from './player-http';

/** Rows a page holds unless `pageSize` says otherwise. */
export const DEFAULT_PAGE_SIZE = 25;

/** The Thai messages of the back office's refusals. */
export const adminMessages = {
  paging: `หน้าต้องเป็นเลขจำนวนเต็มตั้งแต่ 1 และจำนวนต่อหน้า 1 ถึง ${adminWire.MAX_PAGE_SIZE} รายการ`,
  filter: 'ตัวกรองไม่ถูกต้อง',
  date: 'วันที่ต้องอยู่ในรูปแบบ YYYY-MM-DD',
  invalid: 'ข้อมูลไม่ถูกต้อง',
  required: 'กรุณากรอกข้อมูลนี้',
  reason: 'กรุณาระบุเหตุผลที่ปฏิเสธ',
  reasonTooLong: 'เหตุผลยาวได้ไม่เกิน 200 ตัวอักษร',
  title: 'กรุณากรอกชื่อโปรโมชั่น (ไม่เกิน 120 ตัวอักษร)',
  detail: 'รายละเอียดยาวได้ไม่เกิน 500 ตัวอักษร',
  bonusPercent: 'โบนัสต้องเป็นตัวเลข 0 ถึง 1,000 %',
  baht: 'จำนวนเงินต้องเป็นตัวเลขไม่ติดลบ ทศนิยมไม่เกิน 2 ตำแหน่ง',
  turnover: 'เทิร์นโอเวอร์ต้องเป็นตัวเลข 0 ถึง 100 เท่า',
  code: 'โค้ดต้องเป็นตัวอักษร A-Z หรือตัวเลข 6-16 ตัว',
  prefix: 'คำนำหน้าต้องเป็นตัวอักษร A-Z หรือตัวเลข 2-8 ตัว',
  count: 'จำนวนโค้ดต้องเป็น 1 ถึง 500',
  limit: 'จำนวนสิทธิ์ต้องเป็นเลขจำนวนเต็ม 1 ถึง 1,000,000',
  expiresAt: 'กรุณาระบุวันหมดอายุ',
  status: 'สถานะต้องเป็น active หรือ banned',
  active: 'กรุณาระบุเปิดหรือปิดการใช้งาน',
  userNotFound: 'ไม่พบผู้ใช้',
  promotionNotFound: 'ไม่พบโปรโมชั่นนี้',
  codeNotFound: 'ไม่พบโค้ดนี้',
  codeExists: 'มีโค้ดนี้อยู่แล้ว',
  batchFull: 'สร้างโค้ดที่ไม่ซ้ำได้ไม่ครบ กรุณาใช้คำนำหน้าอื่น',
  transactionNotFound: 'ไม่พบรายการ',
  settled: 'รายการนี้ดำเนินการแล้ว',
  slipNotFound: 'รายการนี้ไม่มีสลิป',
} as const;

/** The Thai message of a field that failed, by field name. */
const fieldMessages: Record<string, string> = {
  title: adminMessages.title,
  detail: adminMessages.detail,
  bonusPercent: adminMessages.bonusPercent,
  maxBonus: adminMessages.baht,
  minDeposit: adminMessages.baht,
  amount: adminMessages.baht,
  turnover: adminMessages.turnover,
  code: adminMessages.code,
  prefix: adminMessages.prefix,
  count: adminMessages.count,
  limit: adminMessages.limit,
  expiresAt: adminMessages.expiresAt,
  status: adminMessages.status,
  active: adminMessages.active,
  reason: adminMessages.reason,
};

/** 200 (or `status`) with `{ data }`. */
export const dataResponse = (data: unknown, status = 200): Response => Response.json({ data }, { status });

/** A field's 400: `{ message, code: '<field>.<required|invalid>', field }`. */
export function fieldError(field: string, kind: 'required' | 'invalid', message?: string): Response {
  return errorResponse(400, {
    message: message ?? fieldMessages[field] ?? adminMessages.invalid,
    code: `${field}.${kind}`,
    field,
  });
}

/**
 * Reads a request body through its `adminWire` schema (trimming, upper-casing, defaults), or the 400
 * of the first field that fails, with its Thai message.
 */
export function validated<T>(
  schema: { validateSync(value: unknown, options?: object): T },
  body: Record<string, unknown>,
): T | Response {
  try {
    return schema.validateSync(body, { abortEarly: true, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const field = (error.path ?? '').split('.')[0] ?? '';
    const blank = error.type === 'required' || error.type === 'optionality' || error.type === 'nullable';
    if (!field) return errorResponse(400, { message: adminMessages.invalid, code: 'body.invalid' });
    return fieldError(field, blank ? 'required' : 'invalid');
  }
}

/** `page` and `pageSize` of a list (page from 1; size 25 unless given, at most 100), or their 400. */
export function pagingOf(url: URL): { page: number; pageSize: number } | Response {
  const read = (name: string, fallback: number) => {
    const text = url.searchParams.get(name);
    if (text === null || text.trim() === '') return fallback;
    return /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  };
  const page = read('page', 1);
  const pageSize = read('pageSize', DEFAULT_PAGE_SIZE);
  if (!Number.isSafeInteger(page) || page < 1) {
    return errorResponse(400, { message: adminMessages.paging, code: 'page.invalid', field: 'page' });
  }
  if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > adminWire.MAX_PAGE_SIZE) {
    return errorResponse(400, { message: adminMessages.paging, code: 'pageSize.invalid', field: 'pageSize' });
  }
  return { page, pageSize };
}

/** A query filter that must be one of `values` (absent or empty: none), or its 400. */
export function oneOfQuery<T extends string>(
  url: URL,
  name: string,
  values: readonly T[],
): T | undefined | Response {
  const text = url.searchParams.get(name)?.trim() ?? '';
  if (text === '') return undefined;
  if ((values as readonly string[]).includes(text)) return text as T;
  return errorResponse(400, { message: adminMessages.filter, code: `${name}.invalid`, field: name });
}

/** A page of already-matched rows. */
export function pageBody<T>(rows: readonly T[], page: number, pageSize: number) {
  const start = (page - 1) * pageSize;
  return { data: { items: rows.slice(start, start + pageSize), total: rows.length, page, pageSize } };
}
