import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { accessiblePhones } from '../phone-access/phone-access.repo.js';

/**
 * Why an order or a code cannot take these phones when some are not the member's own: a phone the
 * member cannot see at all does not exist for them (as everywhere else, so nothing tells them it
 * does); one shared with them is someone else's to renew or upgrade.
 */
export async function notOwned(db: DbOrTx, memberId: number, phoneIds: readonly number[], ownedIds: readonly number[], now: Date) {
  const missing = phoneIds.filter((id) => !ownedIds.includes(id));
  const visible = await accessiblePhones(db, memberId, missing, now);
  return new AppError(missing.every((id) => visible.has(id)) ? 'ORDER_PHONE_NOT_OWNED' : 'PHONE_NOT_FOUND');
}
