/** Field names whose values never reach the audit log (a new operator's or member's password, a token). */
const SECRET = /password|passwd|secret|token|^code$|smscode|captcha/i;
export const MASK = '******';

/**
 * A copy of a request's input or a row fit for the audit log: secret fields replaced by the mask
 * at any depth, password hashes dropped. JSON-safe (dates become strings).
 */
export function maskSecrets(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (/hash$/i.test(key)) continue;
    out[key] = SECRET.test(key) && field !== null && field !== undefined && field !== '' ? MASK : maskSecrets(field);
  }
  return out;
}
