import { randomBytes } from 'node:crypto';
import { ACCREDIT_OPERATE, PAD_TYPE, PHONE_STATUS } from '@cloudphone/contract';
import type { Db, DbOrTx } from '../../src/db/client.js';
import { devices, phoneAccredits, phones } from '../../src/db/schema.js';

const DAY = 24 * 3600_000;

export interface GivePhonesOptions {
  /** Device status (default running). */
  status?: number;
  /** Default 'simulator'. */
  driver?: string;
  androidVersion?: string;
  chip?: string;
  padType?: number;
  /** Default 30 days after `now`. */
  expireTime?: Date;
  /** Default the real time; pass the harness clock's now to match it. */
  now?: Date;
  groupId?: number | null;
  /** Aliases are `${aliasPrefix}${n}`, n from 1 (default 'phone '). */
  aliasPrefix?: string;
  recycledAt?: Date | null;
}

/**
 * Rents `count` new devices to the member straight in the database (no driver involved) and
 * returns the phone ids in order. Each device gets a unique owlId (`T` + random hex).
 */
export async function givePhones(db: DbOrTx, memberId: number, count: number, opts: GivePhonesOptions = {}): Promise<number[]> {
  if (count <= 0) return [];
  const now = opts.now ?? new Date();
  const deviceRows = await db
    .insert(devices)
    .values(
      Array.from({ length: count }, () => ({
        owlId: `T${randomBytes(8).toString('hex').toUpperCase()}`,
        driver: opts.driver ?? 'simulator',
        status: opts.status ?? PHONE_STATUS.running,
        androidVersion: opts.androidVersion ?? '10',
        chip: opts.chip ?? 'Orion865',
        brand: 'Xiaomi',
        model: 'Mi 10',
        serialNumber: randomBytes(6).toString('hex').toUpperCase(),
        country: 'CN',
        city: 'Shanghai',
        location: '31.2304,121.4737',
        timeZone: 'Asia/Shanghai',
        language: 'zh-CN',
      })),
    )
    .returning({ id: devices.id });
  const phoneRows = await db
    .insert(phones)
    .values(
      deviceRows.map((d, i) => ({
        memberId,
        deviceId: d.id,
        alias: `${opts.aliasPrefix ?? 'phone '}${i + 1}`,
        padType: opts.padType ?? PAD_TYPE.vip,
        groupId: opts.groupId ?? null,
        expireTime: opts.expireTime ?? new Date(now.getTime() + 30 * DAY),
        recycledAt: opts.recycledAt ?? null,
        createdAt: now,
      })),
    )
    .returning({ id: phones.id });
  return phoneRows.map((p) => p.id);
}

/** Shares the owner's phone with another member (default: operable, for 7 days from `now`). */
export async function sharePhone(
  db: Db,
  share: { phoneId: number; ownerId: number; granteeId: number; accreditType?: number; expireTime?: Date; now?: Date },
) {
  const now = share.now ?? new Date();
  await db.insert(phoneAccredits).values({
    phoneId: share.phoneId,
    ownerId: share.ownerId,
    granteeId: share.granteeId,
    accreditType: share.accreditType ?? ACCREDIT_OPERATE,
    expireTime: share.expireTime ?? new Date(now.getTime() + 7 * DAY),
    createdAt: now,
  });
}
