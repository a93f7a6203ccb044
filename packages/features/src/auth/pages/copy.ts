/**
 * The Thai words of the template's authentication pages (`/pages/login/login1` and the rest): the
 * player-facing copy is Thai first, like the real guest pages, whose catalogue (`../copy.ts`) the
 * login, register and forgot pages keep using. Validation messages are the shared catalogue's.
 */

/** The code of the demo verification: the pages send no message, so this is the code that passes. */
export const DEMO_CODE = '246810';

/** Seconds before a code or a mail can be sent again. */
export const RESEND_COOLDOWN_SECONDS = 60;

export const pagesCopy = {
  /** The brand panel of the split layout (layout 2): a short carousel of promotions. */
  promo: {
    region: 'โปรโมชันสำหรับสมาชิก',
    slides: [
      { title: 'โบนัสต้อนรับ 100%', text: 'ฝากครั้งแรกรับโบนัสเพิ่มทันที สูงสุด 1,000 บาท' },
      { title: 'คืนยอดเสียทุกสัปดาห์', text: 'รับเงินคืน 5% ของยอดเสียทุกวันจันทร์ ไม่ต้องทำเทิร์น' },
      { title: 'หมุนวงล้อลุ้นรางวัล', text: 'สะสมแต้มจากการฝาก แลกสิทธิ์หมุนวงล้อรับเครดิตฟรี' },
    ],
    slideLabel: (position: number, count: number) => `โปรโมชันที่ ${position} จาก ${count}`,
    show: (position: number) => `แสดงโปรโมชันที่ ${position}`,
    pause: 'หยุดเลื่อนอัตโนมัติ',
    play: 'เลื่อนอัตโนมัติ',
    tagline: 'ฝาก-ถอนอัตโนมัติ ตลอด 24 ชั่วโมง',
  },
  /** The side picture of the card layout (layout 3). */
  side: {
    title: 'ปลอดภัยทุกการเข้าสู่ระบบ',
    text: 'ข้อมูลและยอดเงินของคุณได้รับการปกป้องด้วยการเข้ารหัสตลอดการใช้งาน',
  },
  /** The footers' links between the pages of one layout. */
  links: {
    noAccount: 'ยังไม่มีบัญชี?',
    register: 'สมัครสมาชิก',
    haveAccount: 'มีบัญชีอยู่แล้ว?',
    login: 'เข้าสู่ระบบ',
    rememberPassword: 'จำรหัสผ่านได้แล้ว?',
    backToLogin: 'กลับไปหน้าเข้าสู่ระบบ',
  },
  /** Seconds left before sending again: `ส่งอีกครั้งได้ใน 59 วินาที`. */
  resendIn: (seconds: number) => `ส่งอีกครั้งได้ใน ${seconds} วินาที`,
  demoNote: 'หน้าตัวอย่างของเทมเพลต: ระบบไม่ได้ส่งอีเมลหรือ SMS จริง',
  checkMail: {
    title: 'ตรวจสอบอีเมลของคุณ',
    subtitle: 'เราได้ส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ไปยังอีเมลที่คุณใช้สมัครสมาชิกแล้ว',
    hint: 'ไม่พบอีเมล? ลองดูในโฟลเดอร์จดหมายขยะหรือโปรโมชัน',
    openMail: 'เปิดแอปอีเมล',
    resend: 'ส่งอีเมลอีกครั้ง',
    resent: 'ส่งอีเมลอีกครั้งแล้ว',
  },
  reset: {
    title: 'ตั้งรหัสผ่านใหม่',
    subtitle: 'ตั้งรหัสผ่านใหม่ที่คาดเดายาก และไม่ซ้ำกับรหัสผ่านที่เคยใช้',
    password: 'รหัสผ่านใหม่',
    confirm: 'ยืนยันรหัสผ่านใหม่',
    hint: 'อย่างน้อย 6 ตัวอักษร ผสมตัวพิมพ์ใหญ่ ตัวเลข และสัญลักษณ์จะยิ่งปลอดภัย',
    strength: (level: string) => `ความปลอดภัยของรหัสผ่าน: ${level}`,
    levels: ['ยังไม่ได้กรอก', 'อ่อน', 'พอใช้', 'ดี', 'แข็งแรง'],
    submit: 'บันทึกรหัสผ่านใหม่',
    doneTitle: 'ตั้งรหัสผ่านใหม่เรียบร้อย',
    doneText: 'ใช้รหัสผ่านใหม่ในการเข้าสู่ระบบครั้งถัดไป',
  },
  code: {
    title: 'ยืนยันรหัส OTP',
    subtitle: (phone: string) => `กรอกรหัส 6 หลักที่เราส่งทาง SMS ไปยังเบอร์ ${phone}`,
    /** The phone number the demo says it sent to, masked as a real one would be (hyphens that never break). */
    maskedPhone: '081\u2011xxx\u20115678',
    label: 'รหัสยืนยัน 6 หลัก',
    digit: (position: number, count: number) => `หลักที่ ${position} จาก ${count}`,
    demoCode: (code: string) => `รหัสสาธิตของหน้านี้คือ ${code}`,
    submit: 'ยืนยันรหัส',
    noCode: 'ไม่ได้รับรหัส?',
    resend: 'ส่งรหัสอีกครั้ง',
    resent: 'ส่งรหัสใหม่แล้ว',
    doneTitle: 'ยืนยันตัวตนสำเร็จ',
    doneText: 'บัญชีของคุณได้รับการยืนยันแล้ว เข้าสู่ระบบเพื่อเริ่มใช้งานได้เลย',
  },
} as const;
