import type { Translation } from '../../../shared/i18n/namespace';
import type { en } from './en';

/** ป้ายกำกับหน้าบัญชีผู้ดูแลระบบเป็นภาษาไทย */
export const th: Translation<typeof en> = {
  title: 'บัญชีผู้ดูแลระบบ',
  table: 'บัญชีผู้ดูแลระบบ',
  search: 'ค้นหาด้วยชื่อผู้ใช้หรือชื่อ',
  count: 'ผู้ดูแลระบบ {{count}} บัญชี',
  matching: 'พบ {{matching}} จาก {{count}} บัญชีที่ตรงกับ “{{query}}”',
  columns: {
    username: 'ชื่อผู้ใช้',
    name: 'ชื่อ',
    createdAt: 'วันที่สร้าง',
    lastLoginAt: 'เข้าสู่ระบบล่าสุด',
  },
  you: 'คุณ',
  noName: 'ไม่มีชื่อ',
  loadFailed: 'โหลดบัญชีผู้ดูแลระบบไม่สำเร็จ',
  emptyTitle: 'ยังไม่มีบัญชีผู้ดูแลระบบ',
  emptyText: 'บัญชีผู้ดูแลระบบจะแสดงที่นี่เมื่อมีการสร้าง',
};
