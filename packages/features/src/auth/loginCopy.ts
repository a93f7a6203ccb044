/**
 * The part of the auth catalogue (`copy.ts`, which includes it) that the login page and the guest
 * layout show: a module of its own, so the first load of /login carries none of the other pages'
 * words. Screens import `copy`; the login page and the guest layout import this part only.
 */
export const loginCopy = {
  fields: {
    phone: 'เบอร์โทรศัพท์',
    password: 'รหัสผ่าน',
    showPassword: 'แสดงรหัสผ่าน',
    hidePassword: 'ซ่อนรหัสผ่าน',
    /** The phone field opens the number pad; staff usernames have letters. */
    lettersKeyboard: 'ใช้แป้นตัวอักษร',
    digitsKeyboard: 'ใช้แป้นตัวเลข',
  },
  layout: {
    footerNote: 'สำหรับผู้ที่มีอายุ 18 ปีขึ้นไป โปรดเล่นอย่างมีความรับผิดชอบ',
    copyright: (site: string) => `© ${site}`,
    defaultSiteName: 'Player Portal',
  },
  login: {
    title: 'ยินดีต้อนรับกลับมา',
    subtitle: 'เข้าสู่ระบบด้วยเบอร์โทรศัพท์และรหัสผ่านของคุณ',
    submit: 'เข้าสู่ระบบ',
    forgot: 'ลืมรหัสผ่าน',
    noAccount: 'ยังไม่มีบัญชี?',
    register: 'สมัครสมาชิก',
  },
} as const;

/**
 * The login page's notices after a registration or a session's end: loaded with the notice
 * (`components/LoginNotice.tsx`), never on the page's first paint.
 */
export const loginNotices = {
  registered: 'สมัครสมาชิกสำเร็จ กรุณาเข้าสู่ระบบ',
  expired: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง ระบบจะพากลับไปยังหน้าเดิม',
  elsewhere: 'คุณออกจากระบบในแท็บอื่นแล้ว กรุณาเข้าสู่ระบบอีกครั้ง',
  banned: 'บัญชีนี้ถูกระงับการใช้งาน กรุณาติดต่อแอดมิน',
} as const;
