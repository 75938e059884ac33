import { FAILED_STATUSES } from '@cloudphone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { applyDeviceState } from './device-rows.repo.js';
import type { DeviceDriver, DeviceEvent, DeviceState } from './driver.js';

/** What follows the end of a long operation (the phones module closes its record, runs next steps). */
export type FinishedHandler = (finished: { id: string; ok: boolean }, state: DeviceState) => Promise<void>;
/** A device's row changed (its status, its power): whoever rents it may want to hear (the phones module pushes it). */
export type ChangedHandler = (deviceId: number) => Promise<void>;
/**
 * A device state was applied, changed or not: for what must follow the device whatever the change
 * (the proxy module sets a rental's proxy again on a device it moved to or that was wiped).
 */
export type StateHandler = (state: DeviceState) => Promise<void>;
/** The device operations a resync should find open on a device (the phones module keeps them in each phone's history). */
export type OpenOperations = (ref: string) => Promise<string[]>;

export interface Reconciler {
  /** Applies one device state (from an operation's answer or an event) and tells the `onChanged` handlers when the row changed. */
  apply(state: DeviceState): Promise<void>;
  /** Compares every device the driver has with the table and repairs drift; finishes open operations whose end was missed. */
  sync(): Promise<{ changed: number; closed: number }>;
  onFinished(handler: FinishedHandler): void;
  onChanged(handler: ChangedHandler): void;
  /** Every state `apply` is given (an operation's answer, an event); a handler's failure is logged, never thrown to the caller. */
  onState(handler: StateHandler): void;
  /** Where `sync` learns which operations are still open on a device. */
  trackOpenOperations(find: OpenOperations): void;
  /** Waits until every event received so far has been applied (tests). */
  idle(): Promise<void>;
  close(): void;
}

/**
 * Driver events → the fleet table (ARCHITECTURE.md section 6). The control plane never trusts its
 * own timers: the driver says when a status changes, and a periodic comparison with the driver
 * repairs anything missed (a restart mid-operation, a dropped connection to a device host).
 */
export function createReconciler(deps: { db: Db; driver: DeviceDriver; log: FastifyBaseLogger; intervalMs: number }): Reconciler {
  const { db, driver, log } = deps;
  const handlers: FinishedHandler[] = [];
  const changedHandlers: ChangedHandler[] = [];
  const stateHandlers: StateHandler[] = [];
  let openOperations: OpenOperations = async () => [];
  let chain: Promise<void> = Promise.resolve();

  async function apply(state: DeviceState) {
    const changed = await applyDeviceState(db, state);
    if (changed !== null) for (const handler of changedHandlers) await handler(changed);
    for (const handler of stateHandlers) {
      await handler(state).catch((err: unknown) => log.error({ err, ref: state.ref }, 'a device state handler failed'));
    }
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
        for (const id of await openOperations(state.ref)) {
          if (state.operation?.id === id) continue;
          const ok = !FAILED_STATUSES.includes(state.status);
          for (const handler of handlers) await handler({ id, ok }, state);
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
    onChanged: (handler) => void changedHandlers.push(handler),
    onState: (handler) => void stateHandlers.push(handler),
    trackOpenOperations: (find) => {
      openOperations = find;
    },
    idle: async () => {
      await chain.catch(() => undefined);
    },
    close() {
      if (timer) clearInterval(timer);
      unsubscribe();
    },
  };
}
