/**
 * A fresh Idempotency-Key for one intended order. crypto.randomUUID exists only in secure
 * contexts (HTTPS or localhost); getRandomValues exists everywhere.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
