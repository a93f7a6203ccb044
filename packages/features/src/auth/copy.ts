import { loginCopy, loginNotices } from './loginCopy';

/**
 * The auth feature's one Thai catalogue: every word of the guest screens and of the player header
 * (the product's Thai copy, DESIGN.md). Components never spell text of their own; they take it from
 * here (the login page's part lives in `loginCopy.ts`, so /login loads no more). Validation messages are the forms' shared catalogue (`shared/forms/messages.ts`).
 */
export const copy = {
  ...loginCopy,
  login: { ...loginCopy.login, ...loginNotices },
  /** The login page's fields, and the register page's own. */
  fields: {
    ...loginCopy.fields,
    confirmPassword: 'ยืนยันรหัสผ่าน',
    bank: 'ธนาคาร',
    bookNumber: 'เลขบัญชี',
    bookName: 'ชื่อบัญชี',
    inviter: 'รหัสผู้แนะนำ (ถ้ามี)',
  },
  hints: {
    phone: 'ตัวเลข 10 หลัก เช่น 0812345678',
    password: 'อย่างน้อย 6 ตัวอักษร',
    bookNumber: 'เฉพาะตัวเลข ไม่ต้องใส่ขีด',
    bookName: 'ตรงกับชื่อในสมุดบัญชี ใช้สำหรับการถอนเงิน',
  },
  /** Refusals of the account API (the mock's in mocks/handlers/account.ts), matched to place each one under its field. */
  server: {
    notfound: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
    wrongpass: 'รหัสผ่านไม่ถูกต้อง',
    banned: 'เกิดปัญหาในการเข้าสู่ระบบ กรุณาติดต่อแอดมิน',
    duplicateNumberAndUsername: 'เลขบัญชีและชื่อผู้ใช้นี้ถูกใช้งานแล้ว',
    duplicateNumber: 'เลขบัญชีนี้ถูกใช้งานแล้ว',
    duplicateUsername: 'ชื่อผู้ใช้นี้ถูกใช้งานแล้ว',
    duplicateName: 'ชื่อบัญชีนี้ถูกใช้งานแล้ว',
  },
  register: {
    title: 'สมัครสมาชิก',
    subtitle: 'สร้างบัญชีผู้เล่นด้วยเบอร์โทรศัพท์และบัญชีธนาคารของคุณ',
    loginSection: 'ข้อมูลเข้าสู่ระบบ',
    bankSection: 'บัญชีธนาคารสำหรับถอนเงิน',
    submit: 'สมัครสมาชิก',
    haveAccount: 'มีบัญชีอยู่แล้ว?',
    login: 'เข้าสู่ระบบ',
  },
  forgot: {
    title: 'ลืมรหัสผ่าน',
    subtitle: 'กรอกเบอร์โทรศัพท์ที่ใช้สมัครสมาชิก แล้วเราจะแนะนำขั้นตอนการตั้งรหัสผ่านใหม่',
    submit: 'ดำเนินการต่อ',
    backToLogin: 'กลับไปหน้าเข้าสู่ระบบ',
    rememberPassword: 'จำรหัสผ่านได้แล้ว?',
    doneTitle: 'ติดต่อแอดมินเพื่อตั้งรหัสผ่านใหม่',
    doneIntro: 'ขณะนี้ยังไม่มีระบบตั้งรหัสผ่านใหม่ด้วยตนเอง ระบบจึงไม่ได้ส่งข้อความใดๆ ถึงคุณ กรุณาทำตามขั้นตอนต่อไปนี้',
    steps: (phone: string) => [
      'ติดต่อแอดมินผ่านช่องทางติดต่อบนเว็บไซต์หลัก',
      `แจ้งเบอร์โทรศัพท์ ${phone} พร้อมชื่อบัญชีและเลขบัญชีธนาคารที่ใช้สมัคร เพื่อยืนยันตัวตน`,
      'เมื่อได้รับรหัสผ่านใหม่แล้ว ให้เข้าสู่ระบบ และอย่าบอกรหัสผ่านกับผู้อื่น',
    ],
    safety: 'แอดมินจะไม่ขอรหัสผ่านหรือรหัส OTP ของคุณ อย่าบอกข้อมูลเหล่านี้กับผู้ใด',
    contactSite: 'ไปยังเว็บไซต์หลักเพื่อติดต่อแอดมิน',
    changePhone: 'แก้ไขเบอร์โทรศัพท์',
  },
  /** The player header on every protected page. */
  header: {
    greeting: (name: string) => `สวัสดีคุณ ${name}`,
    welcome: 'ยินดีต้อนรับเข้าสู่ระบบ',
    /** Before the amount, which `formatBaht` writes as everywhere else: 'ยอดเงินคงเหลือ ฿1,250.50'. */
    balanceLabel: 'ยอดเงินคงเหลือ',
    balanceLoading: 'กำลังโหลดยอดเงิน',
    balanceFailed: 'โหลดยอดเงินไม่สำเร็จ',
    retry: 'ลองใหม่',
    refresh: 'รีเฟรชยอดเงิน',
    profileMenu: 'เมนูโปรไฟล์',
    logout: 'ออกจากระบบ',
  },
} as const;
