/** The Thai words of the cashback screen (the player screens' common words are in ../copy.ts). */
export const cashbackCopy = {
  title: 'คืนยอดเสีย',
  lastWeek: 'คืนยอดเสียสัปดาห์ที่แล้ว',
  week: (from: string, to: string) => `${from} – ${to}`,
  netLoss: 'ยอดเสียสุทธิ',
  /** The percent is left out when the rules could not load (their card says so). */
  cashback: (percent: string) => (percent ? `คืนยอดเสีย ${percent}` : 'คืนยอดเสีย'),
  claimable: 'ยอดที่รับได้ตอนนี้',
  claim: (amount: string) => `รับคืนยอดเสีย ${amount}`,
  claiming: 'กำลังรับคืนยอดเสีย...',
  claimed: (amount: string) => `รับคืนยอดเสีย ${amount} เข้ายอดเงินคงเหลือแล้ว`,
  alreadyClaimed: 'คุณรับคืนยอดเสียของสัปดาห์นี้แล้ว',
  alreadyClaimedAmount: (amount: string) => `ยอดที่ได้รับ ${amount}`,
  noLoss: 'สัปดาห์ที่แล้วไม่มียอดเสีย จึงไม่มียอดคืน',
  belowMinimum: (min: string) => `ยอดคืนของสัปดาห์ที่แล้วไม่ถึงขั้นต่ำ ${min} จึงไม่มียอดให้รับ`,
  nothingToClaim: 'ยังไม่มียอดคืนให้รับ',
  nextClaim: (date: string) => `รับคืนยอดเสียครั้งถัดไปได้ตั้งแต่วันที่ ${date}`,
  rules: 'เงื่อนไขการคืนยอดเสีย',
  rulePercent: 'อัตราคืนยอดเสีย',
  ruleMin: 'ยอดคืนขั้นต่ำ',
  ruleMax: 'ยอดคืนสูงสุดต่อสัปดาห์',
  ruleLines: (percent: string) => [
    `คืน ${percent} ของยอดเสียสุทธิ (ยอดเล่นเสียหักยอดชนะ) ของสัปดาห์ที่แล้ว`,
    'นับรอบสัปดาห์ตั้งแต่วันจันทร์ 00:00 ถึงวันอาทิตย์ 24:00 ตามเวลาประเทศไทย',
    'รับได้สัปดาห์ละ 1 ครั้ง ตั้งแต่วันจันทร์ เงินเข้ายอดเงินคงเหลือทันที',
    'สัปดาห์ที่ชนะหรือเสมอ ไม่มียอดคืน',
  ],
} as const;
