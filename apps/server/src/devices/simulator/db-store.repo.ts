import { and, asc, count, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { simBackups, simDevices } from '../../db/schema.js';
import type { DeviceState, FaultTarget } from '../driver.js';
import type { SimBackup, SimRecord, SimStore } from './sim-store.js';

type Row = typeof simDevices.$inferSelect;
const toRecord = (row: Row): SimRecord => ({ state: row.state as DeviceState, failNext: row.failNext as FaultTarget[] });
const toRow = (record: SimRecord) => ({
  ref: record.state.ref,
  state: record.state,
  failNext: record.failNext,
  endsAt: record.state.operation?.endsAt ?? null,
});

/**
 * The simulator's devices in the database (its own tables), so an operation survives a restart
 * and every server node sees one fleet. Changes take the row lock; finishing due operations skips
 * rows another node holds, so each operation ends exactly once.
 */
export function dbSimStore(db: Db): SimStore {
  return {
    async get(ref) {
      const [row] = await db.select().from(simDevices).where(eq(simDevices.ref, ref));
      return row ? toRecord(row) : null;
    },
    async update(ref, change) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(simDevices).where(eq(simDevices.ref, ref)).for('update');
        if (!row) return null;
        const next = change(toRecord(row));
        const { state, failNext, endsAt } = toRow(next);
        await tx.update(simDevices).set({ state, failNext, endsAt }).where(eq(simDevices.ref, ref));
        return next;
      });
    },
    async insert(record) {
      await db.insert(simDevices).values(toRow(record));
    },
    async delete(ref) {
      await db.delete(simDevices).where(eq(simDevices.ref, ref));
    },
    async list(after, limit) {
      const rows = await db
        .select()
        .from(simDevices)
        .where(after === null ? undefined : gt(simDevices.ref, after))
        .orderBy(asc(simDevices.ref))
        .limit(limit);
      return rows.map(toRecord);
    },
    async count() {
      const [row] = await db.select({ n: count() }).from(simDevices);
      return row?.n ?? 0;
    },
    async finishDue(now, limit, finish) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(simDevices)
          .where(and(isNotNull(simDevices.endsAt), lte(simDevices.endsAt, now)))
          .orderBy(asc(simDevices.endsAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        const done: SimRecord[] = [];
        for (const row of rows) {
          const next = finish(toRecord(row));
          const { state, failNext, endsAt } = toRow(next);
          await tx.update(simDevices).set({ state, failNext, endsAt }).where(eq(simDevices.ref, row.ref));
          done.push(next);
        }
        return done;
      });
    },
    async putBackup(id, backup) {
      await db
        .insert(simBackups)
        .values({ id, data: backup })
        .onConflictDoUpdate({ target: simBackups.id, set: { data: sql`excluded.data` } });
    },
    async getBackup(id) {
      const [row] = await db.select().from(simBackups).where(eq(simBackups.id, id));
      return row ? (row.data as SimBackup) : null;
    },
  };
}
