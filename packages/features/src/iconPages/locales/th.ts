import type { Translation } from '../../shared/i18n/namespace';
import type { en } from './en';

/** ข้อความของหน้าคลังไอคอนภาษาไทย */
export const th: Translation<typeof en> = {
  title: 'ค้นหาไอคอน',
  intro: {
    tabler: 'ไอคอนทั้งหมดของ {{pkg}} ค้นหาด้วยชื่อหรือหมวดหมู่ แล้วเลือกไอคอนเพื่อดูภาพขนาดใหญ่และคัดลอกบรรทัด import',
    material: 'ไอคอนทั้งหมดของ {{pkg}} ห้ารูปแบบ ค้นหาด้วยชื่อ แล้วเลือกไอคอนเพื่อดูภาพขนาดใหญ่และคัดลอกบรรทัด import',
  },
  loading: 'กำลังโหลดไอคอน',
  search: 'ค้นหาไอคอน',
  clearSearch: 'ล้างการค้นหา',
  total: 'ไอคอน: {{n}}',
  matches: 'ผลการค้นหา “{{query}}”: {{n}}',
  style: 'รูปแบบ',
  styles: {
    Filled: 'ทึบ',
    Outlined: 'เส้นขอบ',
    Rounded: 'มุมมน',
    TwoTone: 'สองโทน',
    Sharp: 'มุมแหลม',
  },
  grid: {
    tabler: 'ไอคอน Tabler',
    material: 'ไอคอน Material',
  },
  empty: {
    title: 'ไม่พบไอคอนที่ตรงกับ “{{query}}”',
    description: 'ลองใช้คำที่สั้นลง หรือชื่อภาษาอังกฤษ',
  },
  dialog: {
    category: 'หมวดหมู่: {{category}}',
    importLine: 'บรรทัด import',
    copy: 'คัดลอกบรรทัด import',
    close: 'ปิด',
    copied: 'คัดลอกบรรทัด import ของ {{name}} แล้ว',
    failed: 'คัดลอกบรรทัด import ไม่สำเร็จ กรุณาเลือกแล้วคัดลอกเอง',
  },
};
