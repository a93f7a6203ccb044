/**
 * A real HS256 JSON Web Token, signed and verified with Web Crypto (browser and Node 20 alike).
 * The mock backend signs with a key of its own; the client only ever decodes the payload.
 */
export type Role = 'player' | 'admin';

export interface TokenPayload {
  /** The user's id. */
  sub: string;
  role: Role;
  /** Issued at, seconds since the epoch. */
  iat: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** Token lifetime: 2 hours (docs/player-api.md, 1.2 Auth). */
export const TOKEN_TTL_SECONDS = 2 * 60 * 60;

const SECRET = 'player-portal-mock-backend-signing-key';
const encoder = new TextEncoder();
let keyPromise: Promise<CryptoKey> | undefined;

function key(): Promise<CryptoKey> {
  keyPromise ??= crypto.subtle.importKey(
    'raw',
    encoder.encode(SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return keyPromise;
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const encodeJson = (value: unknown) => base64url(encoder.encode(JSON.stringify(value)));

/** Signs a token for a user, valid for TOKEN_TTL_SECONDS from `now` (ms). */
export async function signToken(sub: string, role: Role, now: number = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  const payload: TokenPayload = { sub, role, iat, exp: iat + TOKEN_TTL_SECONDS };
  const unsigned = `${encodeJson({ alg: 'HS256', typ: 'JWT' })}.${encodeJson(payload)}`;
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await key(), encoder.encode(unsigned)));
  return `${unsigned}.${base64url(signature)}`;
}

function isPayload(value: unknown): value is TokenPayload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.sub === 'string' &&
    (v.role === 'player' || v.role === 'admin') &&
    typeof v.iat === 'number' &&
    typeof v.exp === 'number'
  );
}

/** Verifies signature and expiry. Returns the payload, or null for any bad, forged or expired token. */
export async function verifyToken(token: string, now: number = Date.now()): Promise<TokenPayload | null> {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, body, signature] = parts as [string, string, string];
  try {
    const valid = await crypto.subtle.verify(
      'HMAC',
      await key(),
      fromBase64url(signature),
      encoder.encode(`${header}.${body}`),
    );
    if (!valid) return null;
    const payload: unknown = JSON.parse(new TextDecoder().decode(fromBase64url(body)));
    if (!isPayload(payload) || payload.exp * 1000 <= now) return null;
    return payload;
  } catch {
    return null;
  }
}

/** Reads `Authorization: Bearer <token>` from a request and verifies it. */
export async function tokenFromRequest(request: Request): Promise<TokenPayload | null> {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1] ? verifyToken(match[1]) : null;
}
