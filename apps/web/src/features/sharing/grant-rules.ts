import { isValidPhone, type MessageKey, type PhoneRow } from '@cloudphone/contract';

/**
 * What the grant, change and transfer forms check before anything is sent (spec points 5 and 8),
 * as contract messages so the words are the server's: the other account is a phone number, a
 * grant has an expiry time later than now, and only phones not granted yet can be granted.
 */

export function accountProblem(value: string, required: 'accredit.accountRequired' | 'transfer.receiverRequired'): MessageKey | null {
  const phone = value.trim();
  if (!phone) return required;
  return isValidPhone(phone) ? null : 'validation.phone.invalid';
}

export function expiryProblem(expireTime: number | null, now: number): MessageKey | null {
  if (expireTime === null) return 'accredit.expireRequired';
  return expireTime > now ? null : 'accredit.expirePast';
}

/** "Select unauthorized devices to authorize": a phone with a live grant cannot be granted again. */
export const grantSelectionProblem = (phones: ReadonlyArray<Pick<PhoneRow, 'authorized'>>): MessageKey | null =>
  phones.some((phone) => phone.authorized) ? 'accredit.selectUnauthorized' : null;
