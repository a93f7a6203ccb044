import type { Translation } from '../../shared/i18n/namespace';
import type { en } from './en';

/** ป้ายข้อความของแชตภาษาไทย */
export const th: Translation<typeof en> = {
  pages: { chat: 'แชต' },
  common: { retry: 'ลองอีกครั้ง', close: 'ปิด', edit: 'แก้ไข' },
  loadError: {
    offline: 'ดูเหมือนคุณออฟไลน์อยู่ ติดต่อเซิร์ฟเวอร์ไม่ได้ ตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
    server: 'ระบบของเราขัดข้อง เซิร์ฟเวอร์ตอบว่า {{message}} กรุณาลองใหม่อีกครั้งในอีกสักครู่',
    other: 'ทำรายการไม่สำเร็จ {{message}}',
  },
  presence: { available: 'ว่าง', do_not_disturb: 'ห้ามรบกวน', offline: 'ออฟไลน์' },
  contacts: {
    label: 'รายชื่อติดต่อ',
    search: 'ค้นหารายชื่อ',
    loading: 'กำลังโหลดรายชื่อ',
    unread: 'ยังไม่อ่าน {{count}} ข้อความ',
    noMessages: 'ยังไม่มีข้อความ',
    emptyTitle: 'ยังไม่มีรายชื่อติดต่อ',
    emptyText: 'คนที่คุณแชตด้วยได้จะแสดงที่นี่',
    noMatchTitle: 'ไม่พบรายชื่อ',
    noMatchText: 'ไม่มีรายชื่อที่ตรงกับ “{{query}}”',
    loadFailed: 'โหลดรายชื่อติดต่อไม่สำเร็จ',
  },
  conversation: {
    label: 'ข้อความกับ {{name}}',
    back: 'กลับไปที่รายชื่อ',
    details: 'ข้อมูลของ {{name}}',
    loading: 'กำลังโหลดบทสนทนา',
    emptyTitle: 'ยังไม่มีข้อความ',
    emptyText: 'ทักทาย {{name}} ได้เลย',
    loadFailed: 'โหลดบทสนทนานี้ไม่สำเร็จ',
    choose: 'เลือกรายชื่อเพื่อเริ่มแชต',
    fromYou: 'คุณ',
  },
  composer: {
    label: 'ข้อความถึง {{name}}',
    placeholder: 'พิมพ์ข้อความ',
    hint: 'Enter เพื่อส่ง Shift+Enter เพื่อขึ้นบรรทัดใหม่',
    send: 'ส่ง',
    failed: 'ส่งข้อความไม่สำเร็จ {{reason}}',
  },
  details: {
    title: 'ข้อมูลผู้ติดต่อ',
    company: 'บริษัท',
    workEmail: 'อีเมลที่ทำงาน',
    personalEmail: 'อีเมลส่วนตัว',
    workPhone: 'โทรศัพท์ที่ทำงาน',
    personalPhone: 'โทรศัพท์ส่วนตัว',
    location: 'ที่อยู่',
    team: 'ทีม',
    birthday: 'คำอวยพรวันเกิด',
    presence: 'สถานะ',
    loadFailed: 'โหลดข้อมูลผู้ติดต่อไม่สำเร็จ',
  },
  edit: {
    saved: 'อัปเดต {{name}} แล้ว',
  },
};
