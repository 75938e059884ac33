import type { OperationState, PhoneHistoryKind } from '@cloudphone/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { devices, phoneOperations } from '../../db/schema.js';

export type OperationRow = typeof phoneOperations.$inferSelect;

/** A new entry of a phone's history (who, what, when, result). */
export interface NewOperation {
  phoneId: number;
  /** Null when the console itself ran it (the expiry sweep). */
  memberId: number | null;
  kind: PhoneHistoryKind;
  state: OperationState;
  deviceId: number;
  driverOpId?: string | undefined;
  detail?: Record<string, unknown>;
  message?: string;
  now: Date;
}

/** Each phone's operation history (phone_operations): written by every operation, read by the history drawer. */
export function createOperationHistoryRepo(db: DbOrTx) {
  return {
    async record(entry: NewOperation) {
      await db.insert(phoneOperations).values({
        phoneId: entry.phoneId,
        memberId: entry.memberId,
        kind: entry.kind,
        state: entry.state,
        deviceId: entry.deviceId,
        driverOpId: entry.driverOpId ?? null,
        detail: entry.detail ?? {},
        message: entry.message ?? null,
        createdAt: entry.now,
        finishedAt: entry.state === 'running' ? null : entry.now,
      });
    },

    /** The running entry a device operation belongs to, if it is still open. */
    async runningFor(driverOpId: string): Promise<OperationRow | undefined> {
      const [row] = await db
        .select()
        .from(phoneOperations)
        .where(and(eq(phoneOperations.driverOpId, driverOpId), eq(phoneOperations.state, 'running')));
      return row;
    },

    /** The device operations still open in the history of whichever phone is on the device `owlId`. */
    async runningOnDevice(owlId: string): Promise<string[]> {
      const rows = await db
        .select({ driverOpId: phoneOperations.driverOpId })
        .from(phoneOperations)
        .innerJoin(devices, eq(devices.id, phoneOperations.deviceId))
        .where(and(eq(devices.owlId, owlId), eq(phoneOperations.state, 'running')));
      return rows.flatMap((r) => (r.driverOpId ? [r.driverOpId] : []));
    },

    async finish(id: number, end: { state: 'succeeded' | 'failed'; detail: unknown; message: string | null; now: Date }) {
      await db
        .update(phoneOperations)
        .set({ state: end.state, detail: end.detail, message: end.message, finishedAt: end.now })
        .where(eq(phoneOperations.id, id));
    },

    /** A running entry goes on under another device operation (a replacement's backup → its migration). */
    async continueAs(id: number, next: { driverOpId: string; deviceId: number; detail: Record<string, unknown> }) {
      await db.update(phoneOperations).set(next).where(eq(phoneOperations.id, id));
    },

    /** The detail of the phone's latest entry of a kind (a replacement's backup id, to retry its migration). */
    async lastDetail(phoneId: number, kind: PhoneHistoryKind): Promise<unknown> {
      const [row] = await db
        .select({ detail: phoneOperations.detail })
        .from(phoneOperations)
        .where(and(eq(phoneOperations.phoneId, phoneId), eq(phoneOperations.kind, kind)))
        .orderBy(desc(phoneOperations.id))
        .limit(1);
      return row?.detail;
    },

    /** The phone's latest entries of one kind, newest first. */
    latestOfKind: (phoneId: number, kind: PhoneHistoryKind, limit: number): Promise<OperationRow[]> =>
      db
        .select()
        .from(phoneOperations)
        .where(and(eq(phoneOperations.phoneId, phoneId), eq(phoneOperations.kind, kind)))
        .orderBy(desc(phoneOperations.id))
        .limit(limit),

    /** The phone's latest entries, newest first. */
    latest: (phoneId: number, limit: number): Promise<OperationRow[]> =>
      db.select().from(phoneOperations).where(eq(phoneOperations.phoneId, phoneId)).orderBy(desc(phoneOperations.id)).limit(limit),
  };
}
export type OperationHistoryRepo = ReturnType<typeof createOperationHistoryRepo>;
