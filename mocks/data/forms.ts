/**
 * Fixtures of the form pages (docs/demo-api.md, "Forms"): the Thai banks the autocomplete searches
 * and the usernames the validation form finds taken. The same on every run.
 */
import type { BankOption } from '@pp/features/wire';

/** Thai banks by their usual short code, in the order the search answers them. */
export const formBanks: readonly BankOption[] = [
  { code: 'BBL', name: 'Bangkok Bank', nameTh: 'ธนาคารกรุงเทพ' },
  { code: 'KBANK', name: 'Kasikornbank', nameTh: 'ธนาคารกสิกรไทย' },
  { code: 'KTB', name: 'Krungthai Bank', nameTh: 'ธนาคารกรุงไทย' },
  { code: 'SCB', name: 'Siam Commercial Bank', nameTh: 'ธนาคารไทยพาณิชย์' },
  { code: 'BAY', name: 'Bank of Ayudhya (Krungsri)', nameTh: 'ธนาคารกรุงศรีอยุธยา' },
  { code: 'TTB', name: 'TMBThanachart Bank', nameTh: 'ธนาคารทหารไทยธนชาต' },
  { code: 'GSB', name: 'Government Savings Bank', nameTh: 'ธนาคารออมสิน' },
  {
    code: 'BAAC',
    name: 'Bank for Agriculture and Agricultural Co-operatives',
    nameTh: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร',
  },
  { code: 'GHB', name: 'Government Housing Bank', nameTh: 'ธนาคารอาคารสงเคราะห์' },
  { code: 'UOB', name: 'United Overseas Bank (Thai)', nameTh: 'ธนาคารยูโอบี' },
  { code: 'CIMBT', name: 'CIMB Thai Bank', nameTh: 'ธนาคารซีไอเอ็มบี ไทย' },
  { code: 'KKP', name: 'Kiatnakin Phatra Bank', nameTh: 'ธนาคารเกียรตินาคินภัทร' },
  { code: 'LHB', name: 'Land and Houses Bank', nameTh: 'ธนาคารแลนด์ แอนด์ เฮ้าส์' },
  { code: 'TISCO', name: 'TISCO Bank', nameTh: 'ธนาคารทิสโก้' },
];

/** Usernames already in use (compared without case). */
export const takenUsernames: readonly string[] = ['admin', 'somchai', 'player01', 'demo'];
