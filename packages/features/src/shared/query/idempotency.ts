/**
 * Idempotency keys of money writes (docs/player-api.md): one per user action, sent as the
 * `Idempotency-Key` header; the server answers a repeated key with its first answer.
 */

const hex = (byte: number) => byte.toString(16).padStart(2, '0');

/** A random UUID v4. `crypto.randomUUID` exists only on secure origins; this works on any page. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const h = Array.from(bytes, hex).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The `Idempotency-Key` header of a write, when it has one (the `headers` of a client call). */
export const idempotencyHeaders = ({ idempotencyKey }: { idempotencyKey?: string }) =>
  idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined;
