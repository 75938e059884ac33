/** PostgreSQL's unique_violation SQLSTATE. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether a failed query broke a unique index. PGlite and pg both put the SQLSTATE in `code`;
 * Drizzle wraps the driver's error in `cause`, so the chain is walked (a few levels, no cycles).
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
