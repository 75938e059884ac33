import { FAILED_STATUSES } from '@cloudphone/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { devices, phoneAccredits, phoneOperations, phones } from '../db/schema.js';
import type { Bus } from '../infra/bus.js';
import type { Clock } from '../infra/clock.js';
import { MEMBER_PUSH, type MemberPushEvent } from '../realtime/push-hub.js';
import { applyDeviceState } from './device-rows.js';
import type { DeviceDriver, DeviceEvent, DeviceState } from './driver.js';

/** What follows the end of a long operation (the phones module closes its record, runs next steps). */
export type FinishedHandler = (finished: { id: string; ok: boolean }, state: DeviceState) => Promise<void>;

export interface Reconciler {
  /** Applies one device state (from an operation's answer or an event) and pushes it to the members concerned. */
  apply(state: DeviceState): Promise<void>;
  /** Compares every device the driver has with the table and repairs drift; closes operations whose end was missed. */
  sync(): Promise<{ changed: number; closed: number }>;
  onFinished(handler: FinishedHandler): void;
  /** Waits until every event received so far has been applied (tests). */
  idle(): Promise<void>;
  close(): void;
}

/**
 * Driver events → the fleet table (ARCHITECTURE.md section 6). The control plane never trusts its
 * own timers: the driver says when a status changes, and a periodic comparison with the driver
 * repairs anything missed (a restart mid-operation, a dropped connection to a device host).
 */
export function createReconciler(deps: {
  db: Db;
  driver: DeviceDriver;
  bus: Bus;
  clock: Clock;
  log: FastifyBaseLogger;
  intervalMs: number;
}): Reconciler {
  const { db, driver, bus, clock, log } = deps;
  const handlers: FinishedHandler[] = [];
  let chain: Promise<void> = Promise.resolve();

  async function push(deviceId: number) {
    const [phone] = await db.select({ id: phones.id, memberId: phones.memberId }).from(phones).where(eq(phones.deviceId, deviceId));
    if (!phone) return;
    const [device] = await db.select({ status: devices.status, powerOn: devices.powerOn }).from(devices).where(eq(devices.id, deviceId));
    if (!device) return;
    const grantees = await db
      .select({ memberId: phoneAccredits.granteeId })
      .from(phoneAccredits)
      .where(and(eq(phoneAccredits.phoneId, phone.id), gt(phoneAccredits.expireTime, clock.now())));
    const message = { type: 'phone-status', data: { phoneId: phone.id, status: device.status, powerOn: device.powerOn } };
    for (const memberId of new Set([phone.memberId, ...grantees.map((g) => g.memberId)])) {
      await bus.publish(MEMBER_PUSH, { memberId, message } satisfies MemberPushEvent);
    }
  }

  async function apply(state: DeviceState) {
    const changed = await applyDeviceState(db, state);
    if (changed !== null) await push(changed);
  }

  async function handle(event: DeviceEvent) {
    await apply(event.state);
    if (event.finished) for (const handler of handlers) await handler(event.finished, event.state);
  }

  const unsubscribe = driver.onEvent((event) => {
    chain = chain.then(
      () => handle(event),
      () => handle(event),
    );
    chain.catch((err: unknown) => log.error({ err, ref: event.ref }, 'applying a device event failed'));
  });

  async function sync() {
    let changed = 0;
    let closed = 0;
    let after: string | null = null;
    for (;;) {
      const page = await driver.list(after, 500);
      if (!page.length) break;
      for (const state of page) {
        if ((await applyDeviceState(db, state)) !== null) changed++;
        // An operation the table still thinks runs, but the device has finished: its end was missed.
        const running = await db
          .select({ driverOpId: phoneOperations.driverOpId })
          .from(phoneOperations)
          .innerJoin(devices, eq(devices.id, phoneOperations.deviceId))
          .where(and(eq(devices.owlId, state.ref), eq(phoneOperations.state, 'running')));
        for (const op of running) {
          if (!op.driverOpId || state.operation?.id === op.driverOpId) continue;
          const ok = !FAILED_STATUSES.includes(state.status);
          for (const handler of handlers) await handler({ id: op.driverOpId, ok }, state);
          closed++;
        }
      }
      after = page.at(-1)!.ref;
    }
    return { changed, closed };
  }

  const timer =
    deps.intervalMs > 0
      ? setInterval(() => {
          chain = chain.then(() => sync().then(() => undefined)).catch((err: unknown) => log.error({ err }, 'device resync failed'));
        }, deps.intervalMs)
      : null;
  timer?.unref();

  return {
    apply,
    sync,
    onFinished: (handler) => void handlers.push(handler),
    idle: async () => {
      await chain.catch(() => undefined);
    },
    close() {
      if (timer) clearInterval(timer);
      unsubscribe();
    },
  };
}
