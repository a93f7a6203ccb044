/**
 * Salted password hashing for the mock backend: PBKDF2 with SHA-256 through Web Crypto, so it runs
 * the same in the browser (the app's mock mode) and in Node 20 (tests). Hashes and salts are hex.
 */

/**
 * PBKDF2 iteration count. A real server should follow OWASP (600,000 for PBKDF2-SHA256); the mock
 * uses 100,000 so a login in the browser stays quick.
 */
export const PBKDF2_ITERATIONS = 100_000;
/** Salt length in bytes. */
export const SALT_BYTES = 16;
const HASH_BITS = 256;

const encoder = new TextEncoder();

/** What is stored for a password: never the password itself. */
export interface PasswordHash {
  /** PBKDF2-SHA256 output, 32 bytes as 64 lowercase hex characters. */
  passwordHash: string;
  /** Random salt, SALT_BYTES bytes as lowercase hex. */
  salt: string;
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (hex.length === 0 || hex.length % 2 !== 0 || !/^[0-9a-f]+$/i.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** A fresh random salt (SALT_BYTES bytes, hex). */
export function randomSalt(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(SALT_BYTES)));
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>): Promise<string> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: PBKDF2_ITERATIONS },
    material,
    HASH_BITS,
  );
  return toHex(new Uint8Array(bits));
}

/**
 * Hashes a password with a salt: a new random one by default, or a fixed one (hex) for
 * deterministic fixtures. Throws when the given salt is not hex.
 */
export async function hashPassword(password: string, salt: string = randomSalt()): Promise<PasswordHash> {
  const saltBytes = fromHex(salt);
  if (!saltBytes) throw new Error('hashPassword: salt must be a non-empty hex string');
  return { passwordHash: await derive(password, saltBytes), salt: salt.toLowerCase() };
}

/** Compares two strings in time that depends only on their length. */
function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** True when `password` matches the stored hash. A corrupt stored salt or hash gives false, never a throw. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const saltBytes = fromHex(stored.salt);
  if (!saltBytes) return false;
  return constantTimeEqual(await derive(password, saltBytes), stored.passwordHash.toLowerCase());
}
