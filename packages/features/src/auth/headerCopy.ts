/**
 * The player header's words, in Thai (decisions section 7): apart from the guest screens' copy, so
 * the header on every protected page does not carry them.
 */
export const headerCopy = {
  greeting: (name: string) => `สวัสดีคุณ ${name}`,
  welcome: 'ยินดีต้อนรับเข้าสู่ระบบ',
  balance: (amount: string) => `ยอดเงินคงเหลือ ${amount} บาท`,
  balanceLoading: 'กำลังโหลดยอดเงิน',
  balanceFailed: 'โหลดยอดเงินไม่สำเร็จ',
  retry: 'ลองใหม่',
  refresh: 'รีเฟรชยอดเงิน',
  profileMenu: 'เมนูโปรไฟล์',
  logout: 'ออกจากระบบ',
} as const;
