/**
 * The one catalogue of Thai validation messages of the player and auth forms (the wording is the
 * product's Thai copy, DESIGN.md). Schemas take their messages from here; screens never spell a
 * validation message of their own.
 *
 * The demo modules' forms (checkout, invoice, customer) are English template forms whose labels
 * follow the theme locale; their messages stay in their own schemas (`ecommerce/schemas.ts`,
 * `customer/customerForm.ts`, `customer/invoice.ts`) until they are translated through their
 * feature's i18n namespace.
 */
import { REQUEST_FAILED } from './requestFailed';

export const formMessages = {
  /** A required field with no message of its own. */
  required: 'กรุณากรอกข้อมูล',
  phone: {
    required: 'กรุณากรอกเบอร์โทรศัพท์',
    invalid: 'กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง',
  },
  /** Phone and password both missing (the register form's single message for them). */
  phoneAndPasswordRequired: 'กรุณากรอกเบอร์โทรศัพท์และรหัสผ่าน',
  password: {
    required: 'กรุณากรอกรหัสผ่าน',
    tooShort: (min: number) => `รหัสผ่านต้องมีอย่างน้อย ${min} ตัวอักษร`,
    tooLong: (max: number) => `รหัสผ่านต้องไม่เกิน ${max} ตัวอักษร`,
    confirmRequired: 'กรุณายืนยันรหัสผ่าน',
    differ: 'รหัสผ่านไม่ตรงกัน',
  },
  bank: {
    /** Bank, account number or account name missing (the register form's single message for them). */
    infoMissing: 'กรุณากรอกข้อมูลบัญชีธนาคารให้ครบถ้วน',
    required: 'กรุณาเลือกธนาคาร',
    numberRequired: 'กรุณากรอกเลขบัญชี',
    numberInvalid: 'เลขบัญชีต้องเป็นตัวเลข 10-15 หลัก',
    nameRequired: 'กรุณากรอกชื่อบัญชี',
    nameInvalid: 'กรุณากรอกชื่อบัญชีให้ถูกต้อง',
  },
  inviterInvalid: 'รหัสผู้แนะนำต้องเป็นตัวอักษรภาษาอังกฤษหรือตัวเลข ไม่เกิน 20 ตัว',
  amount: {
    required: 'กรุณากรอกจำนวนเงิน',
    invalid: 'กรุณากรอกจำนวนเงินเป็นตัวเลข',
    decimals: 'ระบุทศนิยมได้ไม่เกิน 2 ตำแหน่ง',
    nonpositive: 'จำนวนเงินต้องมากกว่า 0 บาท',
    /** `{min}` is a baht figure: `100`, `200.50`. */
    min: (min: string) => `ขั้นต่ำ ${min} บาท`,
    max: (max: string) => `สูงสุด ${max} บาท`,
    insufficient: 'ยอดเงินไม่เพียงพอ',
  },
  /** The public contact form (`/pages/contact-us`). */
  contact: {
    nameRequired: 'กรุณากรอกชื่อของคุณ',
    nameTooLong: (max: number) => `ชื่อต้องไม่เกิน ${max} ตัวอักษร`,
    emailInvalid: 'กรุณากรอกอีเมลให้ถูกต้อง',
    topicRequired: 'กรุณาเลือกหัวข้อที่ต้องการติดต่อ',
    messageRequired: 'กรุณากรอกข้อความ',
    messageTooShort: (min: number) => `ข้อความต้องมีอย่างน้อย ${min} ตัวอักษร`,
    messageTooLong: (max: number) => `ข้อความต้องไม่เกิน ${max} ตัวอักษร`,
  },
  /** A failure the player can do nothing about but try again (5xx, network). */
  requestFailed: REQUEST_FAILED,
} as const;
