/**
 * argon2id at the lowest cost the server accepts outside production. A password hash at the
 * default cost takes about a second of CPU on a loaded two-core machine, and a test run makes
 * thousands (every member it signs in); what a test proves never depends on the cost.
 */
export const TEST_PASSWORD_COST = { ARGON2_MEMORY_KIB: '1024', ARGON2_ITERATIONS: '1', ARGON2_PARALLELISM: '1' } as const;
