import { ACCREDIT_OPERATE } from '@cloudphone/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { devices, phones } from '../../db/schema.js';
import { sharedWith } from './phone-list.repo.js';

/** A phone as an operation sees it: the rental, its device, and how the caller holds it. */
export interface AccessiblePhone {
  id: number;
  memberId: number;
  deviceId: number;
  owlId: string;
  alias: string;
  status: number;
  powerOn: boolean;
  androidVersion: string;
  chip: string;
  backupId: string | null;
  /** The caller owns it; otherwise it is shared with them. */
  own: boolean;
  /** May the caller operate it (owner, or grantee with type 2)? */
  operable: boolean;
}

/**
 * The phones among `ids` the member may see: their own, and those shared with them and not
 * expired. Anything else is simply absent, as if it did not exist.
 */
export async function accessiblePhones(
  db: DbOrTx,
  memberId: number,
  ids: readonly number[],
  now: Date,
): Promise<Map<number, AccessiblePhone>> {
  if (!ids.length) return new Map();
  const shared = await sharedWith(db, memberId, now);
  const rows = await db
    .select({
      id: phones.id,
      memberId: phones.memberId,
      deviceId: phones.deviceId,
      owlId: devices.owlId,
      alias: phones.alias,
      status: devices.status,
      powerOn: devices.powerOn,
      androidVersion: devices.androidVersion,
      chip: devices.chip,
      backupId: devices.backupId,
    })
    .from(phones)
    .innerJoin(devices, eq(devices.id, phones.deviceId))
    .where(and(inArray(phones.id, [...ids]), isNull(phones.recycledAt)));
  const out = new Map<number, AccessiblePhone>();
  for (const row of rows) {
    const own = row.memberId === memberId;
    const grant = shared.get(row.id);
    if (!own && grant === undefined) continue;
    out.set(row.id, { ...row, own, operable: own || grant === ACCREDIT_OPERATE });
  }
  return out;
}
