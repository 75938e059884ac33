import {
  PHONE_STATUS,
  TRANSITIONAL_STATUSES,
  translate,
  type AdminPhonePageQuery,
  type DeviceHostRow,
  type FleetOperation,
  type Locale,
  type OperationResults,
} from '@cloudphone/contract';
import type { Db } from '../../db/client.js';
import type { DeviceDriver, DeviceHostInfo } from '../../devices/driver.js';
import type { Reconciler } from '../../devices/reconciler.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../infra/clock.js';
import { busy, messageFor, PhoneRefusal } from '../phones/phone-batch.js';
import type { PhoneOperations } from '../phones/phone-operations.service.js';
import { createFleetAdminRepo, type DeviceUsage, type FleetPhone } from './fleet-admin.repo.js';

interface Deps {
  db: Db;
  clock: Clock;
  driver: DeviceDriver;
  reconciler: Reconciler;
  operations: PhoneOperations;
  /** Fault injection is served (the simulator with DEVICE_FAULTS). */
  faultInjection: boolean;
}

/** Records the phones as they were before a write, for the audit log (OperatorCall.auditBefore). */
type AuditBefore = (row: unknown) => void;

/** A host with the devices the fleet table has on it (one host per driver kind: one DEVICE_HOST_URL). */
function hostRow(host: DeviceHostInfo, usage: DeviceUsage[], faultInjection: boolean): DeviceHostRow {
  const mine = usage.filter((u) => u.driver === host.driver).sort((a, b) => b.count - a.count || a.status - b.status);
  return {
    id: host.id,
    name: host.name,
    driver: host.driver,
    address: host.address,
    online: host.online,
    problem: host.problem,
    lastSeenTime: host.lastSeenAt === null ? null : Math.round(host.lastSeenAt),
    latencyMs: host.latencyMs === null ? null : Math.round(host.latencyMs),
    capacity: host.capacity,
    used: mine.reduce((n, u) => n + u.count, 0),
    rented: mine.reduce((n, u) => n + u.rented, 0),
    byStatus: mine.map(({ status, count }) => ({ status, count })),
    faultInjection: faultInjection && host.driver === 'simulator',
  };
}

/**
 * The operator console's fleet (issue 19): the device hosts with their load, every member's
 * phones, maintenance mode through the driver (as fault injection does), and the member console's
 * operations run for each phone's owner, so they behave, refuse and are recorded exactly as theirs.
 */
export function createFleetAdminService({ db, clock, driver, reconciler, operations, faultInjection }: Deps) {
  const repo = createFleetAdminRepo(db);

  /** The phones named, in the order given; one that does not exist refuses the whole call before anything changes. */
  async function existing(ids: readonly number[]): Promise<FleetPhone[]> {
    const byId = new Map((await repo.phonesByIds(ids)).map((phone) => [phone.id, phone]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length) throw new AppError('FLEET_PHONES_NOT_FOUND', { ids: missing.join(', ') });
    return ids.map((id) => byId.get(id)!);
  }

  /** Maintenance on (99) or off (running again) on one phone's device; the answer is applied as the reconciler would. */
  async function setMaintenance(phone: FleetPhone, on: boolean) {
    // A device mid-operation would drop it half done: the operator waits for it to end.
    if (on && TRANSITIONAL_STATUSES.includes(phone.status as never)) throw busy(phone.status);
    // Off only ends maintenance: `recover` would also bring back a device that is off line for another reason.
    if (!on && phone.status !== PHONE_STATUS.maintenance) throw new PhoneRefusal('fleet.maintenance.notOn');
    await reconciler.apply(await driver.inject(phone.owlId, { kind: on ? 'maintenance' : 'recover' }));
  }

  return {
    async hosts(): Promise<DeviceHostRow[]> {
      const [hosts, usage] = await Promise.all([driver.hosts(), repo.usage()]);
      return hosts.map((host) => hostRow(host, usage, faultInjection));
    },

    page: (query: AdminPhonePageQuery) => repo.page(query, clock.now()),

    async maintenance(ids: readonly number[], on: boolean, locale: Locale, auditBefore: AuditBefore): Promise<OperationResults> {
      const phones = await existing(ids);
      auditBefore(phones);
      const results: OperationResults['results'] = [];
      for (const phone of phones) {
        try {
          await setMaintenance(phone, on);
          results.push({ phoneId: phone.id, ok: true, msg: translate('phones.ok', locale) });
        } catch (error) {
          results.push({ phoneId: phone.id, ok: false, msg: messageFor(error, locale) });
        }
      }
      return { results };
    },

    /** Each phone's operation as its owner (the history names the owner; the audit log the operator). */
    async operate(
      { ids, operation, migrate }: { ids: readonly number[]; operation: FleetOperation; migrate?: boolean | undefined },
      locale: Locale,
      auditBefore: AuditBefore,
    ): Promise<OperationResults> {
      const phones = await existing(ids);
      auditBefore(phones);
      const results: OperationResults['results'] = [];
      for (const { id, memberId } of phones) {
        const run =
          operation === 'reboot'
            ? operations.reboot(memberId, [id], locale)
            : operation === 'reset'
              ? operations.reset(memberId, [id], locale)
              : operations.replace(memberId, [id], locale, migrate ?? false);
        results.push(...(await run).results);
      }
      return { results };
    },
  };
}
export type FleetAdminService = ReturnType<typeof createFleetAdminService>;
