import {
  FAILED_STATUSES,
  FREE_NEW_MACHINE_PER_MONTH,
  NEW_MACHINE_ANDROID,
  NEW_MACHINE_CHIP,
  PHONE_STATUS,
  type Locale,
  type OperationResults,
  type PhoneHistoryKind,
} from '@cloudphone/contract';
import type { Db } from '../../db/client.js';
import type { DeviceDriver, DeviceProfile, DeviceSpec, DeviceState, LongOperation } from '../../devices/driver.js';
import type { Reconciler } from '../../devices/reconciler.js';
import { shanghaiDay, type Clock } from '../../infra/clock.js';
import { accessiblePhones, type AccessiblePhone } from '../phone-access/phone-access.repo.js';
import { busy, ensureIdle, forEachPhone, PhoneRefusal, type BatchRules } from './phone-batch.js';
import { historyEntry } from './operation-history.js';
import { createOperationHistoryRepo } from './operation-history.repo.js';
import { createNewMachineQuotaRepo } from './new-machine-quota.repo.js';
import { createPhonesRepo } from './phones.repo.js';
import type { Fleet } from './fleet.js';
import { newestByChip, upgradeTarget } from './images.js';
import { imagesOnSale } from './images.repo.js';

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
  /** An upgrade's new image (a replacement keeps the old one). */
  target?: DeviceSpec;
  orderNo?: string;
}

const month = (date: Date) => shanghaiDay(date).slice(0, 7);

/**
 * Every phone operation of spec point 5, one shape for single phones and batches. Each reaches
 * the device through the driver; the answer is applied at once and the driver's events finish the
 * long ones (the reconciler calls `finished`). Each is the owner's alone unless its batch rules
 * let an operate grantee run it (reboot, power, check: decision 025).
 */
export function createPhoneOperations({ db, driver, reconciler, clock, fleet }: Deps) {
  const history = createOperationHistoryRepo(db);
  const quota = createNewMachineQuotaRepo(db);
  const rentals = createPhonesRepo(db);
  const batch = (
    memberId: number,
    phoneIds: readonly number[],
    locale: Locale,
    act: (phone: AccessiblePhone) => Promise<void>,
    rules?: BatchRules,
  ) => forEachPhone({ db, clock }, memberId, phoneIds, locale, act, rules);

  /** Starts a long operation on the phone's device and records it as running. */
  async function startLong(
    phone: AccessiblePhone,
    memberId: number | null,
    kind: LongOperation,
    record: PhoneHistoryKind,
    detail = {},
    opts = {},
  ) {
    const state = await driver.start(phone.owlId, kind, opts);
    await reconciler.apply(state);
    await history.record({
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
  async function instant(
    phone: AccessiblePhone,
    memberId: number,
    kind: PhoneHistoryKind,
    change: () => Promise<DeviceState>,
    detail = {},
  ) {
    ensureIdle(phone);
    await reconciler.apply(await change());
    await history.record({
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
      await createPhonesRepo(tx).moveToDevice(phone.id, device.id);
      return device;
    });
    // The old device is wiped before anyone else gets it; it is free once the reset ends.
    await reconciler.apply(await driver.start(phone.owlId, 'reset'));
    await history.record({
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
    const op = await history.runningFor(id);
    if (!op) return;
    const now = clock.now();
    const close = (result: 'succeeded' | 'failed', detail = op.detail, message: string | null = null) =>
      history.finish(op.id, { state: result, detail, message, now });
    const detail = op.detail as ReplaceDetail;
    if ((op.kind !== 'replace' && op.kind !== 'upgrade') || detail.stage !== 'backup') {
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
    if (!(await rentals.exists(op.phoneId))) {
      await close('failed', detail, 'phones.history.phoneGone');
      return;
    }
    const next = await fleet.allocate(detail.target ?? { androidVersion: state.androidVersion, chip: state.chip }, async (tx, device) => {
      await createPhonesRepo(tx).moveToDevice(op.phoneId, device.id);
      return device;
    });
    const migrating = await driver.start(next.owlId, 'migrate', { backupId: state.backupId });
    await reconciler.apply(migrating);
    await history.continueAs(op.id, {
      driverOpId: migrating.operation!.id,
      deviceId: next.id,
      detail: { ...detail, stage: 'migrate', newDeviceId: next.id, backupId: state.backupId } satisfies ReplaceDetail,
    });
    await reconciler.apply(await driver.start(state.ref, 'reset'));
  }
  reconciler.onFinished(finished);

  /** A new identity for each phone, free FREE_NEW_MACHINE_PER_MONTH times a month; with `profile`, the identity asked for. */
  const newMachine = (
    memberId: number,
    phoneIds: number[],
    locale: Locale,
    profile?: Partial<DeviceProfile> & { dpi?: number | undefined },
  ) =>
    batch(memberId, phoneIds, locale, async (phone) => {
      if (phone.androidVersion !== NEW_MACHINE_ANDROID || phone.chip !== NEW_MACHINE_CHIP) throw new PhoneRefusal('phones.unsupported');
      ensureIdle(phone);
      const key = month(clock.now());
      if (!(await quota.take(memberId, key))) throw new PhoneRefusal('phones.quotaExhausted');
      try {
        await startLong(phone, memberId, 'newMachine', 'newMachine', profile ? { profile } : {}, profile ? { profile } : {});
      } catch (error) {
        await quota.giveBack(memberId, key);
        throw error;
      }
    });

  return {
    finished,

    /**
     * Spec point 5: a batch reboot cannot include phones shared with the member; nothing runs then.
     * Alone, an operate grantee may reboot the phone (decision 025), audited from `ip`.
     */
    reboot: (memberId: number, phoneIds: number[], locale: Locale, ip: string | null = null) =>
      batch(
        memberId,
        phoneIds,
        locale,
        async (phone) => {
          ensureIdle(phone);
          await startLong(phone, memberId, 'reboot', 'reboot');
        },
        { ownOnlyInBatch: true, grantee: 'operate', audit: { action: 'reboot', ip } },
      ),

    reset: (memberId: number, phoneIds: number[], locale: Locale) =>
      batch(memberId, phoneIds, locale, async (phone) => {
        ensureIdle(phone);
        await startLong(phone, memberId, 'reset', 'reset');
      }),

    /** The owner's, or an operate grantee's (audited from `ip`). */
    powerOn: (memberId: number, phoneIds: number[], locale: Locale, ip: string | null = null) =>
      batch(memberId, phoneIds, locale, (phone) => instant(phone, memberId, 'powerOn', () => driver.power(phone.owlId, true)), {
        grantee: 'operate',
        audit: { action: 'powerOn', ip },
      }),

    powerOff: (memberId: number, phoneIds: number[], locale: Locale, ip: string | null = null) =>
      batch(memberId, phoneIds, locale, (phone) => instant(phone, memberId, 'powerOff', () => driver.power(phone.owlId, false)), {
        grantee: 'operate',
        audit: { action: 'powerOff', ip },
      }),

    density: (memberId: number, phoneIds: number[], locale: Locale, dpi: number) =>
      batch(memberId, phoneIds, locale, (phone) => instant(phone, memberId, 'density', () => driver.setDensity(phone.owlId, dpi), { dpi })),

    clearFiles: (memberId: number, phoneIds: number[], locale: Locale) =>
      batch(memberId, phoneIds, locale, (phone) => instant(phone, memberId, 'clearFiles', () => driver.clearFiles(phone.owlId))),

    home: (memberId: number, phoneIds: number[], locale: Locale) =>
      batch(memberId, phoneIds, locale, (phone) => instant(phone, memberId, 'home', () => driver.home(phone.owlId))),

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
    enterDirectly: (memberId: number, phoneIds: number[], locale: Locale) =>
      batch(memberId, phoneIds, locale, async (phone) => {
        if (!FAILED_STATUSES.includes(phone.status as never) && phone.status !== PHONE_STATUS.backupSuccessful) {
          throw new PhoneRefusal('phones.notFailed');
        }
        await reconciler.apply(await driver.enterDirectly(phone.owlId));
        await history.record({
          phoneId: phone.id,
          memberId,
          kind: 'enterDirectly',
          state: 'succeeded',
          deviceId: phone.deviceId,
          now: clock.now(),
        });
      }),

    /** Whether each phone can be operated now (check): asked by an operate grantee too, before playing or rebooting. */
    check: (memberId: number, phoneIds: number[], locale: Locale) =>
      batch(
        memberId,
        phoneIds,
        locale,
        async (phone) => {
          ensureIdle(phone);
          if (FAILED_STATUSES.includes(phone.status as never)) throw busy(phone.status);
        },
        { grantee: 'operate' },
      ),

    /** Whether each phone may be replaced now (check-replace): anything but a phone mid-operation. */
    checkReplace: (memberId: number, phoneIds: number[], locale: Locale) =>
      batch(memberId, phoneIds, locale, async (phone) => {
        if (phone.status !== PHONE_STATUS.abnormal) ensureIdle(phone);
      }),

    replace: (memberId: number, phoneIds: number[], locale: Locale, migrate: boolean) =>
      batch(memberId, phoneIds, locale, async (phone) => {
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
        const backupId = ((await history.lastDetail(phone.id, 'replace')) as ReplaceDetail | undefined)?.backupId;
        if (!backupId) throw new PhoneRefusal('phones.noBackup');
        await startLong(phone, memberId, 'migrate', 'retryMigrate', { backupId }, { backupId });
      }),

    /**
     * One-click new machine: a new identity for the phone, free 30 times per member per month;
     * a batch takes one use per phone. The use is taken in one statement that refuses at the
     * limit, so concurrent batches never go over it; a phone that then refuses gives it back.
     */
    newMachine: (memberId: number, phoneIds: number[], locale: Locale): Promise<OperationResults> => newMachine(memberId, phoneIds, locale),

    /**
     * renew-v3: the batch one-click new machine that also gives each phone the chosen identity
     * (brand, model, place) as it starts anew; one free use per phone, as newMachine.
     */
    newMachineAs: (memberId: number, phoneIds: number[], locale: Locale, profile: Partial<DeviceProfile> & { dpi?: number | undefined }) =>
      newMachine(memberId, phoneIds, locale, profile),

    /**
     * A paid upgrade (issue 15) moves the phone, data kept, onto a device of the higher spec's
     * image: a backup, then a new device of that image restores it, as a replacement with
     * migration does; the history shows it as an upgrade. A phone already on that image only
     * has the upgrade noted.
     */
    upgrade: async (memberId: number, phoneId: number, target: DeviceSpec, orderNo: string) => {
      const phone = (await accessiblePhones(db, memberId, [phoneId], clock.now())).get(phoneId);
      if (!phone?.own) return;
      const detail = { migrate: true, stage: 'backup', oldDeviceId: phone.deviceId, target, orderNo } satisfies ReplaceDetail;
      if (phone.androidVersion === target.androidVersion && phone.chip === target.chip)
        return history.record({
          phoneId,
          memberId,
          kind: 'upgrade',
          state: 'succeeded',
          deviceId: phone.deviceId,
          detail,
          now: clock.now(),
        });
      await startLong(phone, memberId, 'backup', 'upgrade', detail);
    },

    /**
     * Image upgrade (decision 028): each phone moves, in place and with its data, to the newest
     * Android image its chip runs among the specs on sale: about 10 minutes in "upgrading image"
     * (6), then running; a failure leaves "upgrade image failed" (7), from which this call retries.
     * A phone already on the newest is refused with its version. The owner's alone.
     */
    upgradeImage: async (memberId: number, phoneIds: number[], locale: Locale) => {
      const newest = newestByChip(await imagesOnSale(db));
      return batch(memberId, phoneIds, locale, async (phone) => {
        ensureIdle(phone);
        const image = upgradeTarget(phone, newest);
        if (!image) throw new PhoneRefusal('phones.image.newest', { version: phone.androidVersion });
        await startLong(phone, memberId, 'upgradeImage', 'upgradeImage', { from: phone.androidVersion, to: image }, { image });
      });
    },

    /** The phone's last one-click new machine (either form), or null: its state, when, and the identity asked for. */
    latestNewMachine: async (phoneId: number, locale: Locale) => {
      const [last] = await history.latestOfKind(phoneId, 'newMachine', 1);
      return last ? historyEntry(last, locale) : null;
    },

    async newMachineQuota(memberId: number) {
      const used = await quota.used(memberId, month(clock.now()));
      return { used, limit: FREE_NEW_MACHINE_PER_MONTH, remaining: Math.max(0, FREE_NEW_MACHINE_PER_MONTH - used) };
    },

    /** The phone's history, newest first, its messages in the caller's language. */
    history: async (phoneId: number, locale: Locale, limit = 50) =>
      (await history.latest(phoneId, limit)).map((row) => historyEntry(row, locale)),
  };
}
export type PhoneOperations = ReturnType<typeof createPhoneOperations>;
