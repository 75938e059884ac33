import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { DeviceDriver } from '../../devices/driver.js';
import type { Reconciler } from '../../devices/reconciler.js';
import type { Clock } from '../../infra/clock.js';
import { createPhonesRepo } from './phones.repo.js';

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
    const expired = await db.transaction((tx) => createPhonesRepo(tx).recycleExpired(now));
    for (const phone of expired) {
      await driver
        .power(phone.owlId, false)
        .then(reconciler.apply, (err: unknown) => log.warn({ err, phoneId: phone.id }, 'could not stop an expired phone'));
    }

    const cutoff = new Date(now.getTime() - deps.graceDays * 86_400_000);
    const released = await db.transaction((tx) => createPhonesRepo(tx).releaseRecycled(cutoff));
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
