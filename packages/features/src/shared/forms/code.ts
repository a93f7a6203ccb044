/**
 * A one-time code (the template's code verification pages): its schema and its Thai messages, part
 * of the forms' catalogue but a module of their own, so the player pages' forms (which load the
 * catalogue's index) never carry them.
 */
import { string } from 'yup';

export const codeMessages = {
  required: 'กรุณากรอกรหัสยืนยัน',
  invalid: (length: number) => `กรุณากรอกรหัสยืนยันให้ครบ ${length} หลัก`,
  wrong: 'รหัสยืนยันไม่ถูกต้อง กรุณาตรวจสอบแล้วลองอีกครั้ง',
} as const;

/** A one-time code of `length` digits, e.g. the 6 digits of an SMS. */
export function codeSchema(length: number) {
  return string()
    .default('')
    .required(codeMessages.required)
    .matches(new RegExp(`^\\d{${length}}$`), {
      message: codeMessages.invalid(length),
      excludeEmptyString: true,
    });
}
