/** Every word of the lucky wheel screen, in Thai (decisions, section 9: Lucky wheel). */
import { formatBaht } from '@pp/ui';

import type { Prize } from './types';

const points = (count: number) => `${count.toLocaleString('th-TH')} แต้ม`;

export const wheelCopy = {
  title: 'กงล้อนำโชค',
  intro: 'ใช้แต้มสะสมหมุนกงล้อ ลุ้นรับเครดิตเข้ายอดเงินทันทีหรือแต้มเพิ่ม ทุกการหมุนบันทึกไว้ในประวัติการหมุน',
  wheel: (labels: string[]) => `กงล้อนำโชค ${labels.length} ช่อง: ${labels.join(', ')}`,
  points,
  yourPoints: 'แต้มของคุณ',
  cost: (count: number) => `หมุนละ ${points(count)}`,
  earnHint: 'ฝากเงินทุก ฿100 รับ 1 แต้ม',
  spin: 'หมุนกงล้อ',
  sending: 'กำลังส่งคำขอ...',
  spinning: 'กำลังหมุน...',
  notEnough: 'แต้มไม่พอสำหรับการหมุน',
  deposit: 'ฝากเงินเพื่อรับแต้ม',
  closed: 'กงล้อยังไม่เปิดให้หมุนในขณะนี้',
  closedHint: 'กรุณากลับมาใหม่ภายหลัง',
  prizeTitle: (prize: Prize) => (prize.type === 'none' ? 'เสียดายจัง' : 'ยินดีด้วย!'),
  prize: (prize: Prize, label: string) =>
    prize.type === 'credit'
      ? `คุณได้รับเครดิต ${formatBaht(prize.amountSatang)} เข้ายอดเงินคงเหลือแล้ว`
      : prize.type === 'points'
        ? `คุณได้รับ ${points(prize.points)} เพิ่มในแต้มของคุณแล้ว`
        : `กงล้อหยุดที่ "${label}" ครั้งนี้ยังไม่ได้รางวัล ลองใหม่อีกครั้งนะ`,
  result: (label: string, pointsLeft: number) => `กงล้อหยุดที่ ${label} แต้มคงเหลือ ${points(pointsLeft)}`,
  prizeShort: (prize: Prize) =>
    prize.type === 'credit'
      ? `+${formatBaht(prize.amountSatang)}`
      : prize.type === 'points'
        ? `+${points(prize.points)}`
        : 'ไม่ได้รางวัล',
  ok: 'ตกลง',
  history: 'ประวัติการหมุน',
  historyHint: 'การหมุน 20 ครั้งล่าสุด',
  noHistory: 'ยังไม่มีประวัติการหมุน',
  noHistoryHint: 'ผลการหมุนแต่ละครั้งจะแสดงที่นี่',
  spent: (count: number) => `ใช้ ${points(count)}`,
} as const;
