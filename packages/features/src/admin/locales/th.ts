import type { Translation } from '../../shared/i18n/namespace';
import type { en } from './en';

/** ป้ายกำกับส่วนกลางของระบบหลังบ้านเป็นภาษาไทย */
export const th: Translation<typeof en> = {
  common: {
    retry: 'ลองอีกครั้ง',
    refresh: 'รีเฟรช',
    cancel: 'ยกเลิก',
    close: 'ปิด',
    save: 'บันทึก',
    confirm: 'ยืนยัน',
    edit: 'แก้ไข',
    view: 'ดู',
    create: 'สร้าง',
    enable: 'เปิดใช้งาน',
    disable: 'ปิดใช้งาน',
    all: 'ทั้งหมด',
    never: 'ยังไม่เคย',
  },
  loadError: {
    title: 'โหลดข้อมูลไม่สำเร็จ',
    offline: 'ติดต่อเซิร์ฟเวอร์ไม่ได้ โปรดตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
    forbidden: 'เฉพาะผู้ดูแลระบบเท่านั้นที่ดูข้อมูลนี้ได้ โปรดเข้าสู่ระบบด้วยบัญชีผู้ดูแล',
    server: 'เซิร์ฟเวอร์เกิดข้อผิดพลาด: {{message}} โปรดลองอีกครั้งในอีกสักครู่',
    other: 'ดำเนินการไม่สำเร็จ {{message}}',
  },
  writeError: {
    offline: 'ติดต่อเซิร์ฟเวอร์ไม่ได้ ยังไม่มีการเปลี่ยนแปลงใด ๆ โปรดตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
    forbidden: 'เฉพาะผู้ดูแลระบบเท่านั้นที่ทำรายการนี้ได้',
    server: 'เซิร์ฟเวอร์ทำรายการไม่สำเร็จ: {{message}} ยังไม่มีการเปลี่ยนแปลงใด ๆ โปรดลองอีกครั้ง',
  },
  status: {
    user: { active: 'ใช้งานอยู่', banned: 'ถูกระงับ' },
    transaction: { pending: 'รอดำเนินการ', approved: 'อนุมัติแล้ว', rejected: 'ปฏิเสธแล้ว' },
    transactionType: { deposit: 'ฝากเงิน', withdraw: 'ถอนเงิน' },
    active: { true: 'ใช้งานอยู่', false: 'ปิดใช้งาน' },
  },
};
