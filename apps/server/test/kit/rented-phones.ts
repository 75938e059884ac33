import { NEW_MACHINE_ANDROID, NEW_MACHINE_CHIP, PAD_TYPE } from '@cloudphone/contract';
import { eq } from 'drizzle-orm';
import { devices, phones } from '../../src/db/schema.js';
import type { Harness } from './harness.js';
import { signedInMember, type SignedInMember } from './members.js';
import { sharePhone } from './phones-fixture.js';

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

/** The device a phone is on now (replacing a phone moves it to another device). */
export async function deviceOf(t: Harness, phoneId: number) {
  const [row] = await t.deps.db
    .select({ device: devices })
    .from(phones)
    .innerJoin(devices, eq(devices.id, phones.deviceId))
    .where(eq(phones.id, phoneId));
  return row!.device;
}

/** The owlId of the device a phone is on now. */
export const owlOf = async (t: Harness, phoneId: number) => (await deviceOf(t, phoneId)).owlId;

/** The status of the device a phone is on now, as the database has it. */
export const statusOf = async (t: Harness, phoneId: number) => (await deviceOf(t, phoneId)).status;

/**
 * Shares the owner's phone with another member from the harness's now, for `days` days (default 1):
 * accreditType 1 view-only, 2 (the default) operable.
 */
export function sharePhoneFor(
  t: Harness,
  share: { phoneId: number; ownerId: number; granteeId: number; accreditType?: number; days?: number },
) {
  const { days = 1, ...grant } = share;
  const now = t.clock.now();
  return sharePhone(t.deps.db, { ...grant, now, expireTime: new Date(now.getTime() + days * 86_400_000) });
}

/** A new signed-in member who rents one phone. */
export async function ownerWithPhone(t: Harness): Promise<SignedInMember & { phoneId: number }> {
  const owner = await signedInMember(t);
  const [phoneId] = await rentPhones(t, owner.id, 1);
  return { ...owner, phoneId: phoneId! };
}
