/**
 * What a form says when a request fails (5xx, no answer). A module of its own: `applyServerError`
 * is on the first load of /login, the rest of the catalogue (`messages.ts`) loads with the schemas.
 */
export const REQUEST_FAILED = 'ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง';
