/** Bank account numbers as the player screens show them. */

/** Only the digits of an account number (what a banking app wants pasted). */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** `0481234567` -> `••••••4567`: every digit but the last four hidden. */
export function maskAccountNumber(accountNumber: string): string {
  const digits = digitsOnly(accountNumber);
  if (digits.length <= 4) return digits;
  return `${'•'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}
