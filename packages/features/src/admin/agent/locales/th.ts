import type { Translation } from '../../../shared/i18n/namespace';
import type { en } from './en';

/** ป้ายกำกับหน้าเอเย่นต์เป็นภาษาไทย */
export const th: Translation<typeof en> = {
  intro: 'ยอดเงินสำรองของผู้ให้บริการ และยอดฝากถอนที่อนุมัติแล้ววันนี้ (เวลาประเทศไทย)',
  refreshing: 'กำลังรีเฟรช...',
  loading: 'กำลังโหลด...',
  refreshFailed: 'รีเฟรชไม่สำเร็จ ตัวเลขด้านล่างเป็นข้อมูลก่อนหน้า',
  balance: {
    title: 'ยอดเงินเอเย่นต์',
    hint: 'ยอดเงินสำรองของผู้ให้บริการ',
    loadFailed: 'โหลดยอดเงินเอเย่นต์ไม่สำเร็จ',
  },
  today: {
    title: 'วันนี้',
    deposits: 'ยอดฝากวันนี้',
    withdrawals: 'ยอดถอนวันนี้',
    net: 'ยอดสุทธิวันนี้',
    count: 'อนุมัติแล้ว {{count}} รายการ',
    netIn: 'เงินเข้ามากกว่าเงินออก',
    netOut: 'เงินออกมากกว่าเงินเข้า',
    netEven: 'เท่ากัน',
  },
  info: {
    title: 'ข้อมูลเอเย่นต์',
    agentId: 'รหัสเอเย่นต์',
    name: 'ชื่อ',
    website: 'เว็บไซต์',
    websiteLink: '{{website}} (เปิดในแท็บใหม่)',
    lineId: 'ไลน์ไอดี',
    since: 'เปิดใช้งานตั้งแต่',
    none: 'ไม่ได้ระบุ',
    loadFailed: 'โหลดข้อมูลเอเย่นต์ไม่สำเร็จ',
  },
};
