import type { Translation } from '../../i18n/namespace';
import type { en } from './en';

/** ป้ายข้อความของฟอร์มผู้ติดต่อภาษาไทย */
export const th: Translation<typeof en> = {
  addTitle: 'เพิ่มรายชื่อติดต่อ',
  editTitle: 'แก้ไขรายชื่อติดต่อ',
  fields: {
    name: 'ชื่อ',
    company: 'บริษัท',
    role: 'ตำแหน่ง',
    work_email: 'อีเมลที่ทำงาน',
    personal_email: 'อีเมลส่วนตัว',
    work_phone: 'โทรศัพท์ที่ทำงาน',
    personal_phone: 'โทรศัพท์ส่วนตัว',
    location: 'ที่อยู่',
    status: 'ข้อความสถานะ',
    online_status: 'สถานะการติดต่อ',
  },
  presence: {
    available: 'ว่าง',
    do_not_disturb: 'ห้ามรบกวน',
    offline: 'ออฟไลน์',
  },
  optional: 'ไม่บังคับ',
  cancel: 'ยกเลิก',
  add: 'เพิ่มรายชื่อ',
  save: 'บันทึกการแก้ไข',
  notSaved: 'ยังไม่ได้บันทึกรายชื่อ {{reason}}',
  requestFailed: 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง',
  validation: {
    nameRequired: 'กรอกชื่อผู้ติดต่อ',
    workEmailRequired: 'กรอกอีเมลที่ทำงาน',
    workPhoneRequired: 'กรอกเบอร์โทรที่ทำงาน',
    textMax: 'ไม่เกิน {{max}} ตัวอักษร',
    emailInvalid: 'กรอกอีเมลให้ถูกต้อง เช่น name@example.com',
    phoneInvalid: 'ใช้ได้เฉพาะตัวเลข เว้นวรรค และ + ( ) . -',
    phoneLength: 'เบอร์โทรต้องมี 7 ถึง 15 หลัก',
  },
};
