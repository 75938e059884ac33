import { addDuration, PHONE_STATUS, type DurationUnit } from '@cloudphone/contract';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { notOwned } from './not-owned.js';
import { createOrderPhonesRepo } from './order-phones.repo.js';

/** An upgrade package: its price for its duration, of the spec the phones move up to. */
interface UpgradePackage {
  configurationId: number;
  duration: number;
  durationUnit: string;
  price: number;
}

/**
 * What moving the member's phones up to a spec costs (issue 15, "Upgrade"): the upgrade package's
 * price is the difference for its duration, so each phone pays it prorated by the time it has
 * left, rounded up to the fen. Every phone must be the member's, running (its data moves with
 * it), not expired, and of a spec whose monthly renewal price is below the target's.
 */
export async function quoteUpgrade(db: DbOrTx, memberId: number, phoneIds: number[], target: UpgradePackage, now: Date) {
  const repo = createOrderPhonesRepo(db);
  const phones = await repo.owned(memberId, phoneIds);
  if (phones.length !== phoneIds.length)
    throw await notOwned(
      db,
      memberId,
      phoneIds,
      phones.map((p) => p.id),
      now,
    );
  if (phones.some((p) => p.recycledAt !== null || p.expireTime <= now)) throw new AppError('ORDER_UPGRADE_EXPIRED');
  if (phones.some((p) => p.status !== PHONE_STATUS.running)) throw new AppError('ORDER_PHONE_BUSY');
  const sources = phones.map((p) => (p.specId === null ? null : Number(p.specId)));
  const facts = new Map(
    (await repo.renewalFacts([...new Set([target.configurationId, ...sources.flatMap((s) => (s === null ? [] : [s]))])])).map((f) => [
      f.id,
      f.monthly,
    ]),
  );
  const targetMonthly = facts.get(target.configurationId);
  for (const source of sources) {
    const monthly = source === null ? null : facts.get(source);
    if (source === target.configurationId || monthly == null || targetMonthly == null || monthly >= targetMonthly)
      throw new AppError('ORDER_UPGRADE_NOT_HIGHER');
  }
  const packageMs = addDuration(now.getTime(), target.duration, target.durationUnit as DurationUnit) - now.getTime();
  const fees = phones.map((p) => Math.ceil((target.price * (p.expireTime.getTime() - now.getTime())) / packageMs));
  const payPrice = fees.reduce((sum, fee) => sum + fee, 0);
  return { payPrice, unitPrice: Math.floor(payPrice / phones.length), fromConfigurationId: sources[0] ?? null };
}
