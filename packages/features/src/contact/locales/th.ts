import type { Translation } from '../../shared/i18n/namespace';
import type { en } from './en';

/** ป้ายข้อความของแอปรายชื่อติดต่อภาษาไทย */
export const th: Translation<typeof en> = {
  pages: {
    cards: 'การ์ดรายชื่อติดต่อ',
    list: 'รายการรายชื่อติดต่อ',
  },
  common: {
    view: 'ดู',
    retry: 'ลองอีกครั้ง',
    close: 'ปิด',
    edit: 'แก้ไข',
  },
  loadError: {
    offline: 'ดูเหมือนคุณออฟไลน์อยู่ ติดต่อเซิร์ฟเวอร์ไม่ได้ ตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
    server: 'ระบบของเราขัดข้อง เซิร์ฟเวอร์ตอบว่า: {{message}} กรุณาลองใหม่อีกครั้งในอีกสักครู่',
    other: 'ทำรายการไม่สำเร็จ {{message}}',
  },
  contacts: {
    loading: 'กำลังโหลดรายชื่อติดต่อ…',
    search: 'ค้นหารายชื่อติดต่อ',
    add: 'เพิ่มรายชื่อติดต่อ',
    count: '{{count}} รายชื่อ',
    directory: 'รายชื่อติดต่อ',
    letter: 'รายชื่อที่ขึ้นต้นด้วย {{letter}}',
    emptyTitle: 'ยังไม่มีรายชื่อติดต่อ',
    emptyText: 'เพิ่มคนที่คุณทำงานด้วย แล้วค้นหาได้ที่นี่ด้วยชื่อ บริษัท หรืออีเมล',
    noMatchTitle: 'ไม่พบรายชื่อที่ตรงกับ “{{query}}”',
    noMatchText: 'ลองค้นหาด้วยชื่อ บริษัท อีเมล หรือเบอร์โทรอื่น',
    loadFailed: 'โหลดรายชื่อติดต่อไม่สำเร็จ',
    viewName: 'ดู {{name}}',
    editName: 'แก้ไข {{name}}',
    added: 'เพิ่ม {{name}} แล้ว',
    updated: 'อัปเดต {{name}} แล้ว',
    unread: 'ยังไม่อ่าน {{count}}',
  },
  online: {
    available: 'ว่าง',
    do_not_disturb: 'ห้ามรบกวน',
    offline: 'ออฟไลน์',
  },
  details: {
    work: 'ที่ทำงาน',
    personal: 'ส่วนตัว',
    email: 'อีเมล',
    phone: 'โทรศัพท์',
    location: 'ที่อยู่',
    company: 'บริษัท',
    status: 'สถานะ',
    lastMessage: 'ข้อความล่าสุด',
    notGiven: 'ไม่ได้ระบุ',
    sendEmail: 'ส่งอีเมลถึง {{name}}',
    call: 'โทรหา {{name}}',
  },
};
