import {
  FAILED_STATUSES,
  FREE_NEW_MACHINE_PER_MONTH,
  NEW_MACHINE_ANDROID,
  NEW_MACHINE_CHIP,
  PHONE_STATUS,
  type Locale,
  type OperationResults,
} from '@cloudphone/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newMachineQuota, phoneOperations, phones } from '../../db/schema.js';
import type { DeviceDriver, DeviceProfile, DeviceState, LongOperation } from '../../devices/driver.js';
import type { Reconciler } from '../../devices/reconciler.js';
import { shanghaiDay, type Clock } from '../../infra/clock.js';
import type { AccessiblePhone } from './phone-access.js';
import { busy, ensureIdle, forEachPhone, historyMessage, PhoneRefusal, recordOperation, type OperationState } from './phone-batch.js';
import type { Fleet } from './fleet.js';

interface Deps {
  db: Db;
  driver: DeviceDriver;
  reconciler: Reconciler;
  clock: Clock;
  fleet: Fleet;
}

interface ReplaceDetail {
  migrate: boolean;
  stage: 'backup' | 'migrate';
  oldDeviceId: number;
  newDeviceId?: number;
  backupId?: string;
}

const month = (date: Date) => shanghaiDay(date).slice(0, 7);

/**
 * Every phone operation of spec point 5, one shape for single phones and batches. Each reaches
 * the device through the driver; the answer is applied at once and the driver's events finish the
 * long ones (the reconciler calls `finished`).
 */
export function createPhoneOperations({ db, driver, reconciler, clock, fleet }: Deps) {
  const batch = (memberId: number, phoneIds: readonly number[], locale: Locale, act: (phone: AccessiblePhone) => Promise<void>) =>
    forEachPhone({ db, clock }, memberId, phoneIds, locale, act);

  /** Starts a long operation on the phone's device and records it as running. */
  async function startLong(phone: AccessiblePhone, memberId: number | null, kind: LongOperation, record: string, detail = {}, opts = {}) {
    const state = await driver.start(phone.owlId, kind, opts);
    await reconciler.apply(state);
    await recordOperation(db, {
      phoneId: phone.id,
      memberId,
      kind: record,
      state: 'running',
      deviceId: phone.deviceId,
      driverOpId: state.operation?.id,
      detail,
      now: clock.now(),
    });
    return state;
  }

  /** An instant change: applied and recorded as done. */
  async function instant(phone: AccessiblePhone, memberId: number, kind: string, change: () => Promise<DeviceState>, detail = {}) {
    ensureIdle(phone);
    await reconciler.apply(await change());
    await recordOperation(db, {
      phoneId: phone.id,
      memberId,
      kind,
      state: 'succeeded',
      deviceId: phone.deviceId,
      detail,
      now: clock.now(),
    });
  }

  async function replaceNow(phone: AccessiblePhone, memberId: number) {
    const next = await fleet.allocate({ androidVersion: phone.androidVersion, chip: phone.chip }, async (tx, device) => {
      await tx.update(phones).set({ deviceId: device.id }).where(eq(phones.id, phone.id));
      return device;
    });
    // The old device is wiped before anyone else gets it; it is free once the reset ends.
    await reconciler.apply(await driver.start(phone.owlId, 'reset'));
    await recordOperation(db, {
      phoneId: phone.id,
      memberId,
      kind: 'replace',
      state: 'succeeded',
      deviceId: next.id,
      detail: { migrate: false, oldOwlId: phone.owlId, newOwlId: next.owlId },
      now: clock.now(),
    });
    const fresh = await driver.get(next.owlId);
    if (fresh) await reconciler.apply(fresh);
  }

  /** A replacement's backup or migration ended (reconciler → here). */
  async function finished({ id, ok }: { id: string; ok: boolean }, state: DeviceState) {
    const [op] = await db
      .select()
      .from(phoneOperations)
      .where(and(eq(phoneOperations.driverOpId, id), eq(phoneOperations.state, 'running')));
    if (!op) return;
    const now = clock.now();
    const close = (result: 'succeeded' | 'failed', detail = op.detail, message: string | null = null) =>
      db.update(phoneOperations).set({ state: result, detail, message, finishedAt: now }).where(eq(phoneOperations.id, op.id));
    const detail = op.detail as ReplaceDetail;
    if (op.kind !== 'replace' || detail.stage !== 'backup') {
      await close(
        ok ? 'succeeded' : 'failed',
        ok ? op.detail : { ...(op.detail as Record<string, unknown>), endedIn: state.status },
        ok ? null : 'phones.history.endedIn',
      );
      return;
    }
    if (!ok || !state.backupId) {
      await close('failed', detail, 'phones.history.backupFailed');
      return;
    }
    // Backup done: a new device takes the phone's place and restores it; the old one is wiped.
    const [phone] = await db.select({ id: phones.id }).from(phones).where(eq(phones.id, op.phoneId));
    if (!phone) {
      await close('failed', detail, 'phones.history.phoneGone');
      return;
    }
    const next = await fleet.allocate({ androidVersion: state.androidVersion, chip: state.chip }, async (tx, device) => {
      await tx.update(phones).set({ deviceId: device.id }).where(eq(phones.id, phone.id));
      return device;
    });
    const migrating = await driver.start(next.owlId, 'migrate', { backupId: state.backupId });
    await reconciler.apply(migrating);
    await db
      .update(phoneOperations)
      .set({
        driverOpId: migrating.operation!.id,
        deviceId: next.id,
        detail: { ...detail, stage: 'migrate', newDeviceId: next.id, backupId: state.backupId } satisfies ReplaceDetail,
      })
      .where(eq(phoneOperations.id, op.id));
    await reconciler.apply(await driver.start(state.ref, 'reset'));
  }
  reconciler.onFinished(finished);

  return {
    finished,

    reboot: (memberId: number, phoneIds: number[], locale: Locale) =>
      batch(memberId, phoneIds, locale, async (phone) => {
        ensureIdle(phone);
        await startLong(phone, memberId, 'reboot', 'reboot');
      }),

    reset: (memberId: number, phoneIds: number[], locale: Locale) =>
      batch(memberId, phoneIds, locale, async (phone) => {
        ensureIdle(phone);
        await startLong(phone, memberId, 'reset', 'reset');
      }),

    power: (memberId: number, phoneIds: number[], locale: Locale, on: boolean) =>
      batch(memberId, phoneIds, locale, (phone) =>
        instant(phone, memberId, on ? 'power-on' : 'power-off', () => driver.power(phone.owlId, on)),
      ),

    setDensity: (memberId: number, phoneIds: number[], locale: Locale, dpi: number) =>
      batch(memberId, phoneIds, locale, (phone) => instant(phone, memberId, 'density', () => driver.setDensity(phone.owlId, dpi), { dpi })),

    clearFiles: (memberId: number, phoneIds: number[], locale: Locale) =>
      batch(memberId, phoneIds, locale, (phone) => instant(phone, memberId, 'clear-files', () => driver.clearFiles(phone.owlId))),

    home: (memberId: number, phoneIds: number[], locale: Locale) =>
      batch(memberId, phoneIds, locale, (phone) => instant(phone, memberId, 'return-home', () => driver.home(phone.owlId))),

    customize: (memberId: number, phoneIds: number[], locale: Locale, profile: Partial<DeviceProfile> & { dpi?: number | undefined }) =>
      batch(memberId, phoneIds, locale, async (phone) => {
        if (phoneIds.length > 1 && (phone.androidVersion !== NEW_MACHINE_ANDROID || phone.chip !== NEW_MACHINE_CHIP)) {
          throw new PhoneRefusal('phones.unsupported');
        }
        const { dpi, ...rest } = profile;
        await instant(
          phone,
          memberId,
          'customize',
          async () => {
            const state = await driver.customize(phone.owlId, rest);
            return dpi === undefined ? state : driver.setDensity(phone.owlId, dpi);
          },
          profile,
        );
      }),

    /** "Enter the phone directly" from a failed state; cancelling a failed migration drops its backup. */
    acknowledge: (memberId: number, phoneIds: number[], locale: Locale) =>
      batch(memberId, phoneIds, locale, async (phone) => {
        if (!FAILED_STATUSES.includes(phone.status as never) && phone.status !== PHONE_STATUS.backupSuccessful) {
          throw new PhoneRefusal('phones.notFailed');
        }
        await reconciler.apply(await driver.acknowledge(phone.owlId));
        await recordOperation(db, {
          phoneId: phone.id,
          memberId,
          kind: 'enter-directly',
          state: 'succeeded',
          deviceId: phone.deviceId,
          now: clock.now(),
        });
      }),

    /** Whether each phone can be operated now (check). */
    check: (memberId: number, phoneIds: number[], locale: Locale) =>
      batch(memberId, phoneIds, locale, async (phone) => {
        ensureIdle(phone);
        if (FAILED_STATUSES.includes(phone.status as never)) throw busy(phone.status);
      }),

    /** Whether each phone may be replaced now (check-replace): anything but a phone mid-operation. */
    checkReplace: (memberId: number, phoneIds: number[], locale: Locale) =>
      batch(memberId, phoneIds, locale, async (phone) => {
        if (!phone.own) throw new PhoneRefusal('phones.authorizedInBatch');
        if (phone.status !== PHONE_STATUS.abnormal) ensureIdle(phone);
      }),

    replace: (memberId: number, phoneIds: number[], locale: Locale, migrate: boolean) =>
      batch(memberId, phoneIds, locale, async (phone) => {
        if (!phone.own) throw new PhoneRefusal('phones.authorizedInBatch');
        // An abnormal phone cannot back up: it can only start clean on a new machine.
        if (phone.status !== PHONE_STATUS.abnormal && phone.status !== PHONE_STATUS.backupFailed) ensureIdle(phone);
        if (!migrate || phone.status === PHONE_STATUS.abnormal) return replaceNow(phone, memberId);
        await startLong(phone, memberId, 'backup', 'replace', {
          migrate: true,
          stage: 'backup',
          oldDeviceId: phone.deviceId,
        } satisfies ReplaceDetail);
      }),

    retryMigrate: (memberId: number, phoneIds: number[], locale: Locale) =>
      batch(memberId, phoneIds, locale, async (phone) => {
        if (phone.status !== PHONE_STATUS.migrationFailed) throw new PhoneRefusal('phones.notFailed');
        const [last] = await db
          .select({ detail: phoneOperations.detail })
          .from(phoneOperations)
          .where(and(eq(phoneOperations.phoneId, phone.id), eq(phoneOperations.kind, 'replace')))
          .orderBy(desc(phoneOperations.id))
          .limit(1);
        const backupId = (last?.detail as ReplaceDetail | undefined)?.backupId;
        if (!backupId) throw new PhoneRefusal('phones.noBackup');
        await startLong(phone, memberId, 'migrate', 'retry-migrate', { backupId }, { backupId });
      }),

    /**
     * One-click new machine: a new identity for the phone, free 30 times per member per month;
     * a batch takes one use per phone. The use is taken in one statement that refuses at the
     * limit, so concurrent batches never go over it; a phone that then refuses gives it back.
     */
    newMachine: async (memberId: number, phoneIds: number[], locale: Locale): Promise<OperationResults> =>
      batch(memberId, phoneIds, locale, async (phone) => {
        if (phone.androidVersion !== NEW_MACHINE_ANDROID || phone.chip !== NEW_MACHINE_CHIP) throw new PhoneRefusal('phones.unsupported');
        ensureIdle(phone);
        const key = month(clock.now());
        const taken = await db.execute(sql`
          insert into ${newMachineQuota} (member_id, month, used) values (${memberId}, ${key}, 1)
          on conflict (member_id, month) do update set used = ${newMachineQuota.used} + 1
          where ${newMachineQuota.used} < ${FREE_NEW_MACHINE_PER_MONTH}
          returning used`);
        if (!(taken as unknown as { rows: unknown[] }).rows.length) throw new PhoneRefusal('phones.quotaExhausted');
        try {
          await startLong(phone, memberId, 'newMachine', 'new-machine');
        } catch (error) {
          await db
            .update(newMachineQuota)
            .set({ used: sql`${newMachineQuota.used} - 1` })
            .where(and(eq(newMachineQuota.memberId, memberId), eq(newMachineQuota.month, key)));
          throw error;
        }
      }),

    async newMachineQuota(memberId: number) {
      const [row] = await db
        .select({ used: newMachineQuota.used })
        .from(newMachineQuota)
        .where(and(eq(newMachineQuota.memberId, memberId), eq(newMachineQuota.month, month(clock.now()))));
      const used = row?.used ?? 0;
      return { used, limit: FREE_NEW_MACHINE_PER_MONTH, remaining: Math.max(0, FREE_NEW_MACHINE_PER_MONTH - used) };
    },

    /** The phone's history, newest first, its messages in the caller's language. */
    async history(phoneId: number, locale: Locale, limit = 50) {
      const rows = await db
        .select()
        .from(phoneOperations)
        .where(eq(phoneOperations.phoneId, phoneId))
        .orderBy(desc(phoneOperations.id))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        state: r.state as OperationState,
        message: r.message && historyMessage(r.message, r.detail as { endedIn?: unknown }, locale),
        memberId: r.memberId,
        createTime: r.createdAt.getTime(),
        finishTime: r.finishedAt?.getTime() ?? null,
      }));
    },
  };
}
export type PhoneOperations = ReturnType<typeof createPhoneOperations>;
