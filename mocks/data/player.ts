/**
 * Fixed fixtures of the mock player API: banks, settings, banners, website setting. Games, promotions
 * and the demo history live in the `player-*.ts` files beside this one; the demo accounts (ids,
 * names, bank accounts) in accounts.ts.
 * Everything here is constant: screenshots must not move (DESIGN.md convention 9).
 */
import type {
  BankWire as Bank,
  BannerWire as Banner,
  TransferBankWire as TransferBank,
  WebsiteSettingWire as WebsiteSetting,
  WithdrawSettingWire as WithdrawSetting,
} from '@pp/features/wire';

/** The demo player's balance: ฿1,250.50 (the `credit` of the demo account in accounts.ts). */
export const DEMO_BALANCE_SATANG = 125_050;

/** Smallest deposit, baht (docs/player-api.md, 5.1 Deposit). */
export const MIN_DEPOSIT_BAHT = 100;

/** Thai banks (docs/player-api.md, 4.6 Bank list), with their brand colours for avatars. */
export const thaiBanks: readonly Bank[] = [
  { bankCode: 'KBANK', name: 'กสิกรไทย', color: '#138f2d' },
  { bankCode: 'SCB', name: 'ไทยพาณิชย์', color: '#4e2e7f' },
  { bankCode: 'BBL', name: 'กรุงเทพ', color: '#1e4598' },
  { bankCode: 'KTB', name: 'กรุงไทย', color: '#1ba5e1' },
  { bankCode: 'BAY', name: 'กรุงศรีอยุธยา', color: '#fec43b' },
  { bankCode: 'TTB', name: 'ทหารไทยธนชาต', color: '#0050f0' },
  { bankCode: 'GSB', name: 'ออมสิน', color: '#eb198d' },
  { bankCode: 'BAAC', name: 'ธ.ก.ส.', color: '#4b9b1d' },
  { bankCode: 'KKP', name: 'เกียรตินาคินภัทร', color: '#199cc5' },
  { bankCode: 'CIMBT', name: 'ซีไอเอ็มบี ไทย', color: '#7e2f36' },
  { bankCode: 'UOBT', name: 'ยูโอบี', color: '#0b3979' },
  { bankCode: 'LHB', name: 'แลนด์ แอนด์ เฮ้าส์', color: '#6d6e71' },
  { bankCode: 'TMW', name: 'ทรูมันนี่ วอลเล็ท', color: '#ff8300' },
];

/** Thai name of a bank code (a transfer account's, such as PromptPay, too), or the code itself when unknown. */
export function bankName(bankCode: string): string {
  return (
    thaiBanks.find((bank) => bank.bankCode === bankCode)?.name ??
    transferBanks.find((account) => account.bankCode === bankCode)?.bankName ??
    bankCode
  );
}

/**
 * The company accounts players pay deposits into. Account numbers are made up; the last is the
 * company's PromptPay id (its 13-digit tax id, made up too), paid by scanning the deposit screen's QR.
 */
export const transferBanks: readonly TransferBank[] = [
  {
    id: 'TB-01',
    bankCode: 'KBANK',
    bankName: 'กสิกรไทย',
    accountNumber: '064-1-28473-5',
    accountName: 'บจก. ลัคกี้ สตาร์',
    type: 'bank',
  },
  {
    id: 'TB-02',
    bankCode: 'SCB',
    bankName: 'ไทยพาณิชย์',
    accountNumber: '402-6-19385-2',
    accountName: 'บจก. ลัคกี้ สตาร์',
    type: 'bank',
  },
  {
    id: 'TB-03',
    bankCode: 'KTB',
    bankName: 'กรุงไทย',
    accountNumber: '981-0-55720-4',
    accountName: 'บจก. ลัคกี้ สตาร์ (บัญชีสำรอง)',
    type: 'bank',
  },
  {
    id: 'TB-04',
    bankCode: 'PROMPTPAY',
    bankName: 'พร้อมเพย์',
    accountNumber: '0-1055-61234-56-7',
    accountName: 'บจก. ลัคกี้ สตาร์',
    type: 'promptpay',
  },
];

/** Withdrawal limits of the mock, baht (docs/player-api.md, 4.5 and 5.2). */
export const withdrawSetting: WithdrawSetting = { minWithdraw: 300, maxPerDay: 50_000, countPerDay: 5 };

/** Home-page banners: gradients, no external images. */
export const banners: readonly Banner[] = [
  {
    id: 'BN-01',
    title: 'สมาชิกใหม่รับโบนัส 100%',
    subtitle: 'ฝากครั้งแรกขั้นต่ำ 100 บาท รับโบนัสสูงสุด 500 บาท',
    imageUrl: null,
    gradient: { from: '#5e35b1', to: '#1e88e5', angle: 135 },
    link: '/player/promotions',
  },
  {
    id: 'BN-02',
    title: 'ฝาก-ถอน อัตโนมัติ 24 ชั่วโมง',
    subtitle: 'รองรับทุกธนาคารและทรูมันนี่ วอลเล็ท',
    imageUrl: null,
    gradient: { from: '#00897b', to: '#43a047', angle: 120 },
    link: '/player/deposit',
  },
  {
    id: 'BN-03',
    title: 'คืนยอดเสียทุกสัปดาห์ 5%',
    subtitle: 'รับได้ทุกวันจันทร์ ไม่ต้องทำเทิร์น',
    imageUrl: null,
    gradient: { from: '#f4511e', to: '#fb8c00', angle: 135 },
    link: '/player/cashback',
  },
  {
    id: 'BN-04',
    title: 'ชวนเพื่อน รับค่าแนะนำตลอดชีพ',
    subtitle: 'แชร์ลิงก์ของคุณ รับ 0.5% จากทุกยอดฝากของเพื่อน',
    imageUrl: null,
    gradient: { from: '#c2185b', to: '#7b1fa2', angle: 150 },
    link: '/player/invite',
  },
];

/** Website setting: a list whose first entry carries the logo. */
export const websiteSettings: readonly WebsiteSetting[] = [
  {
    id: 'WS-01',
    siteName: 'Lucky Star',
    logoUrl: '/images/logo.svg',
    lineId: '@luckystar',
    contactPhone: '02-000-0000',
    announcement: 'ฝาก-ถอน อัตโนมัติ 24 ชั่วโมง ถอนขั้นต่ำ 300 บาท',
  },
];
