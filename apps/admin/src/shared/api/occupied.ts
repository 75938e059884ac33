import { LOCALES, translate } from '@cloudphone/contract';

const OCCUPIED = new Set(LOCALES.map((locale) => translate('session.occupied', locale)));

/**
 * Whether an answer says the account signed in elsewhere (the SESSION_OCCUPIED error: code 401
 * and its translated message, the only way it differs from a plain expiry). That session is over
 * for good: refreshing would not bring it back, and the operator should read why.
 */
export const isOccupied = (status: number, body: { code?: unknown; msg?: unknown } | null) =>
  (status === 401 || body?.code === 401) && typeof body?.msg === 'string' && OCCUPIED.has(body.msg);
