import { NEW_MACHINE_ANDROID, NEW_MACHINE_CHIP, PAD_TYPE } from '@cloudphone/contract';
import { phones } from '../src/db/schema.js';
import type { Harness } from './harness.js';

/**
 * Rents `count` phones to a member through the real fleet: each gets a simulator device (so every
 * operation reaches a device) and a phone row expiring in `days` days.
 */
export async function rentPhones(
  t: Harness,
  memberId: number,
  count: number,
  opts: { days?: number; android?: string; chip?: string; alias?: (i: number) => string } = {},
): Promise<number[]> {
  const ids: number[] = [];
  const spec = { androidVersion: opts.android ?? NEW_MACHINE_ANDROID, chip: opts.chip ?? NEW_MACHINE_CHIP };
  for (let i = 0; i < count; i++) {
    const id = await t.deps.fleet.allocate(spec, async (tx, device) => {
      const [row] = await tx
        .insert(phones)
        .values({
          memberId,
          deviceId: device.id,
          alias: opts.alias?.(i) ?? `phone ${i + 1}`,
          padType: PAD_TYPE.vip,
          expireTime: new Date(t.clock.now().getTime() + (opts.days ?? 30) * 86_400_000),
          createdAt: new Date(t.clock.now().getTime() + i),
        })
        .returning({ id: phones.id });
      return row!.id;
    });
    ids.push(id);
  }
  return ids;
}

/** Lets simulated time pass: the clock moves, the simulator ends what is due, events are applied. */
export async function elapse(t: Harness, ms: number) {
  t.clock.advance(ms);
  await t.deps.driver.tick?.();
  await t.deps.reconciler.idle();
}
