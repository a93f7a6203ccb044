/**
 * The sample content of the basic UI element pages: people and Thai text, the same in every
 * locale (a user's own words are not translated). The Thai samples show lines that wrap between
 * words (DESIGN.md "Thai that wraps"); their element carries `lang="th"`.
 */

/** People of the avatar, chip and list samples, with the picture of the demo's mock assets. */
export const people = [
  { name: 'Alex Carter', avatar: '/images/avatars/avatar-1.svg' },
  { name: 'Maria Gonzalez', avatar: '/images/avatars/avatar-2.svg' },
  { name: 'สมชาย ใจดี', avatar: '/images/avatars/avatar-3.svg' },
  { name: 'Kenji Watanabe', avatar: '/images/avatars/avatar-4.svg' },
  { name: 'Sophie Dubois', avatar: '/images/avatars/avatar-5.svg' },
  { name: 'วิภาวรรณ ศรีสุข', avatar: '/images/avatars/avatar-6.svg' },
] as const;

/** A Thai paragraph long enough to wrap over several lines on a phone. */
export const thaiParagraph =
  'ระบบจะโอนเงินรางวัลเข้าบัญชีของคุณภายในยี่สิบสี่ชั่วโมงหลังจากตรวจสอบรายการเรียบร้อยแล้ว หากมีข้อสงสัยเพิ่มเติมกรุณาติดต่อฝ่ายบริการลูกค้าได้ตลอดเวลา';

/** A Thai title of a few words. */
export const thaiTitle = 'เงื่อนไขการรับโบนัสต้อนรับสมาชิกใหม่';

/** A Thai label long enough to need two lines in a chip. */
export const thaiChip = 'โปรโมชันคืนยอดเสียประจำสัปดาห์สำหรับสมาชิกระดับทอง';
