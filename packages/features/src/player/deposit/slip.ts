/**
 * The transfer slip a deposit may carry (decisions section 9, PromptPay deposit; docs/player-api.md
 * 5.1): a JPEG, PNG or WebP image of at most 5 MB. The deposit form checks a chosen file with these
 * rules before anything is sent, and the mock backend applies the same ones (415 for the type, 413
 * for the size, `field: 'slip'`), reading the file's first bytes rather than trusting its name.
 */

/** The image types a slip may have. */
export const SLIP_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Largest slip: 5 MB. */
export const SLIP_MAX_BYTES = 5 * 1024 * 1024;

/** What the picker offers (`accept`): the types, and their usual file endings. */
export const SLIP_ACCEPT = [...SLIP_TYPES, '.jpg', '.jpeg', '.png', '.webp'].join(',');

/** The Thai messages of a refused slip (the form's and the server's). */
export const slipMessages = {
  type: 'รองรับเฉพาะไฟล์ JPG, PNG หรือ WebP',
  tooLarge: 'ไฟล์ต้องไม่เกิน 5 MB',
} as const;

/** Why a slip is refused: `slip.type` (415) or `slip.tooLarge` (413). */
export type SlipRefusal = 'slip.type' | 'slip.tooLarge';

/** The status of each refusal, as the API answers it. */
export const slipRefusalStatus: Readonly<Record<SlipRefusal, 413 | 415>> = {
  'slip.type': 415,
  'slip.tooLarge': 413,
};

/** What is wrong with a chosen slip, by its declared type and size; null when it may be sent. */
export function slipRefusal(file: { type: string; size: number }): SlipRefusal | null {
  if (!(SLIP_TYPES as readonly string[]).includes(file.type)) return 'slip.type';
  if (file.size > SLIP_MAX_BYTES) return 'slip.tooLarge';
  return null;
}

/** The Thai message of a refusal. */
export function slipMessage(refusal: SlipRefusal): string {
  return refusal === 'slip.type' ? slipMessages.type : slipMessages.tooLarge;
}

/**
 * The image type a file's first bytes show (JPEG `FF D8 FF`, PNG's signature, WebP's
 * `RIFF....WEBP`), or null when they show none of the three.
 */
export function sniffSlipType(head: Uint8Array): (typeof SLIP_TYPES)[number] | null {
  const starts = (bytes: readonly number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}
