/**
 * Thai banks a player can register with. The account API stores the code
 * (`bank_name: 'KBANK'`); screens show the Thai name.
 */
export interface Bank {
  code: string;
  name: string;
}

export const THAI_BANKS = [
  { code: 'KBANK', name: 'กสิกรไทย' },
  { code: 'SCB', name: 'ไทยพาณิชย์' },
  { code: 'BBL', name: 'กรุงเทพ' },
  { code: 'KTB', name: 'กรุงไทย' },
  { code: 'BAY', name: 'กรุงศรีอยุธยา' },
  { code: 'TTB', name: 'ทหารไทยธนชาต' },
  { code: 'GSB', name: 'ออมสิน' },
  { code: 'BAAC', name: 'ธ.ก.ส.' },
  { code: 'KKP', name: 'เกียรตินาคินภัทร' },
  { code: 'CIMBT', name: 'ซีไอเอ็มบี ไทย' },
  { code: 'UOBT', name: 'ยูโอบี' },
  { code: 'LHB', name: 'แลนด์ แอนด์ เฮ้าส์' },
  { code: 'TMW', name: 'ทรูมันนี่ วอลเล็ท' },
] as const satisfies readonly Bank[];

export type BankCode = (typeof THAI_BANKS)[number]['code'];

export const BANK_CODES: readonly string[] = THAI_BANKS.map((bank) => bank.code);

export function isBankCode(value: string): value is BankCode {
  return BANK_CODES.includes(value);
}

/** The Thai name of a bank code; an unknown code is shown as it is. */
export function bankName(code: string): string {
  return THAI_BANKS.find((bank) => bank.code === code)?.name ?? code;
}
