/**
 * Thai copy of the deposit screen's PromptPay QR and transfer slip. Apart from the player copy
 * (`../copy.ts`), which the app shell loads, so that these words load with the deposit screen only.
 */
export const depositCopy = {
  promptPayId: 'หมายเลขพร้อมเพย์',
  /** Above "พร้อมเพย์" on the account card, where a bank account reads "ธนาคาร". */
  promptPayVia: 'โอนผ่าน',
  promptPayCopy: 'คัดลอกหมายเลขพร้อมเพย์',
  promptPayCopied: (id: string) => `คัดลอกหมายเลขพร้อมเพย์ ${id} แล้ว`,
  promptPayCopyFailed: 'คัดลอกไม่สำเร็จ กรุณาจดหมายเลขพร้อมเพย์เอง',
  qrTitle: 'สแกนจ่ายด้วยพร้อมเพย์',
  qrLabel: (baht: string) => `คิวอาร์โค้ดพร้อมเพย์ ยอด ${baht} บาท`,
  qrAmount: (baht: string) => `ยอดที่ต้องโอน ฿${baht}`,
  qrScan: 'สแกนด้วยแอปธนาคาร ยอดเงินจะถูกกรอกให้อัตโนมัติ',
  qrHint: (baht: string) => `กรอกจำนวนเงินตั้งแต่ ${baht} บาท เพื่อแสดงคิวอาร์โค้ดพร้อมเพย์`,
  slip: {
    label: 'สลิปการโอน (ไม่บังคับ)',
    sent: 'สลิปการโอน',
    hint: 'ไฟล์ JPG, PNG หรือ WebP ขนาดไม่เกิน 5 MB',
    choose: 'แนบสลิป',
    change: 'เปลี่ยนสลิป',
    remove: 'ลบสลิป',
    drop: 'หรือลากไฟล์มาวางที่นี่',
    preview: (name: string) => `ตัวอย่างสลิป ${name}`,
    attached: 'แนบสลิปแล้ว',
  },
} as const;
