/**
 * How hard a new password is to guess, for the meter under a password field: one point each for 8
 * or more characters, upper and lower case letters, a digit, and a symbol (anything else, Thai
 * letters included); 12 or more characters count one more, capped at 4.
 */
export type PasswordStrength = 0 | 1 | 2 | 3 | 4;

export function passwordStrength(password: string): PasswordStrength {
  if (password === '') return 0;
  const points = [
    password.length >= 8,
    /[a-z]/.test(password) && /[A-Z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z\d]/.test(password),
    password.length >= 12,
  ].filter(Boolean).length;
  return Math.min(4, Math.max(1, points)) as PasswordStrength;
}
