import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { devices, phoneOperations, phones } from '../../db/schema.js';
import type { DeviceDriver } from '../../devices/driver.js';
import type { Reconciler } from '../../devices/reconciler.js';
import type { Clock } from '../../infra/clock.js';

/**
 * Expiry (issue 4): a phone past its expiry time stops and goes to the recycle bin, where it can
 * still be renewed until the grace period ends; then it is released to the fleet and wiped. Rows
 * are claimed with skip locked, so with several nodes each phone is handled once.
 */
export function createExpirySweeper(deps: {
  db: Db;
  driver: DeviceDriver;
  reconciler: Reconciler;
  clock: Clock;
  log: FastifyBaseLogger;
  graceDays: number;
}) {
  const { db, driver, reconciler, clock, log } = deps;

  async function sweep(): Promise<{ recycled: number; released: number }> {
    const now = clock.now();
    const expired = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: phones.id, owlId: devices.owlId, deviceId: phones.deviceId })
        .from(phones)
        .innerJoin(devices, eq(devices.id, phones.deviceId))
        .where(and(isNull(phones.recycledAt), lte(phones.expireTime, now)))
        .limit(500)
        .for('update', { of: phones, skipLocked: true });
      for (const row of rows) await tx.update(phones).set({ recycledAt: now }).where(eq(phones.id, row.id));
      return rows;
    });
    for (const phone of expired) {
      await db.insert(phoneOperations).values({
        phoneId: phone.id,
        memberId: null,
        kind: 'expire',
        state: 'succeeded',
        deviceId: phone.deviceId,
        createdAt: now,
        finishedAt: now,
      });
      await driver
        .power(phone.owlId, false)
        .then(reconciler.apply, (err: unknown) => log.warn({ err, phoneId: phone.id }, 'could not stop an expired phone'));
    }

    const cutoff = new Date(now.getTime() - deps.graceDays * 86_400_000);
    const released = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: phones.id, owlId: devices.owlId })
        .from(phones)
        .innerJoin(devices, eq(devices.id, phones.deviceId))
        .where(and(isNotNull(phones.recycledAt), lte(phones.recycledAt, cutoff)))
        .limit(500)
        .for('update', { of: phones, skipLocked: true });
      // The rental ends (its groups, tags, grants and history go with it); the device stays in the fleet.
      for (const row of rows) await tx.delete(phones).where(eq(phones.id, row.id));
      return rows;
    });
    for (const device of released) {
      await driver
        .start(device.owlId, 'reset')
        .then(reconciler.apply, (err: unknown) => log.warn({ err, owlId: device.owlId }, 'could not wipe a released device'));
    }
    return { recycled: expired.length, released: released.length };
  }

  return { sweep };
}
export type ExpirySweeper = ReturnType<typeof createExpirySweeper>;
