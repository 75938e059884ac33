import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { devices, phones, uploadItems, uploadRecords } from '../../db/schema.js';
import { NO_ITEMS, type ItemCounts } from './record-summary.js';

export type RecordRow = typeof uploadRecords.$inferSelect;

/** SQL of upload_records and the reading side of upload_items. */
export function createRecordsRepo(db: Db) {
  return {
    /** One record and a pending item per phone, in the caller's transaction. */
    async create(tx: DbOrTx, push: { memberId: number; fileIds: number[]; targetDir: string; phoneIds: number[]; now: Date }) {
      const [record] = await tx
        .insert(uploadRecords)
        .values({ memberId: push.memberId, fileIds: push.fileIds, targetDir: push.targetDir, createdAt: push.now })
        .returning({ id: uploadRecords.id });
      await tx.insert(uploadItems).values(push.phoneIds.map((phoneId) => ({ recordId: record!.id, phoneId, createdAt: push.now })));
      return record!.id;
    },

    /** The member's record, or null (another member's record does not exist for them). */
    async owned(memberId: number, id: number): Promise<RecordRow | null> {
      const [row] = await db
        .select()
        .from(uploadRecords)
        .where(and(eq(uploadRecords.id, id), eq(uploadRecords.memberId, memberId)));
      return row ?? null;
    },

    async byId(id: number): Promise<RecordRow | null> {
      const [row] = await db.select().from(uploadRecords).where(eq(uploadRecords.id, id));
      return row ?? null;
    },

    /** The member's records, newest first. */
    async page(memberId: number, pageNo: number, pageSize: number) {
      const where = eq(uploadRecords.memberId, memberId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(uploadRecords)
          .where(where)
          .orderBy(desc(uploadRecords.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ n: count() }).from(uploadRecords).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** How each record's phones stand. */
    async counts(recordIds: readonly number[]): Promise<Map<number, ItemCounts>> {
      if (!recordIds.length) return new Map();
      const rows = await db
        .select({
          recordId: uploadItems.recordId,
          total: count(),
          pending: sql<number>`count(*) filter (where ${uploadItems.status} = 'pending')`.mapWith(Number),
          running: sql<number>`count(*) filter (where ${uploadItems.status} = 'running')`.mapWith(Number),
          success: sql<number>`count(*) filter (where ${uploadItems.status} = 'success')`.mapWith(Number),
          failed: sql<number>`count(*) filter (where ${uploadItems.status} = 'failed')`.mapWith(Number),
          progress: sql<number>`coalesce(sum(${uploadItems.progress}), 0)`.mapWith(Number),
        })
        .from(uploadItems)
        .where(inArray(uploadItems.recordId, [...recordIds]))
        .groupBy(uploadItems.recordId);
      return new Map(rows.map(({ recordId, ...c }) => [recordId, { ...NO_ITEMS, ...c }]));
    },

    /** A record's phones with their current name and cloud ID. */
    async items(recordId: number) {
      return db
        .select({
          id: uploadItems.id,
          phoneId: uploadItems.phoneId,
          owlId: devices.owlId,
          alias: phones.alias,
          status: uploadItems.status,
          progress: uploadItems.progress,
          message: uploadItems.message,
          messageParams: uploadItems.messageParams,
          finishedAt: uploadItems.finishedAt,
        })
        .from(uploadItems)
        .innerJoin(phones, eq(phones.id, uploadItems.phoneId))
        .innerJoin(devices, eq(devices.id, phones.deviceId))
        .where(eq(uploadItems.recordId, recordId))
        .orderBy(uploadItems.id);
    },

    /**
     * Puts a record's failed phones back in the queue, unless some are still waiting or running; how
     * many. In the caller's transaction, which locked the record: that keeps two retries, and a retry
     * and the runner's claim, apart.
     */
    async requeueFailed(tx: DbOrTx, recordId: number): Promise<{ busy: boolean; requeued: number }> {
      const [busy] = await tx
        .select({ n: count() })
        .from(uploadItems)
        .where(and(eq(uploadItems.recordId, recordId), inArray(uploadItems.status, ['pending', 'running'])));
      if (busy!.n > 0) return { busy: true, requeued: 0 };
      const requeued = await tx
        .update(uploadItems)
        .set({ status: 'pending', attempts: 0, message: null, messageParams: {}, finishedAt: null, leaseToken: null, leaseUntil: null })
        .where(and(eq(uploadItems.recordId, recordId), eq(uploadItems.status, 'failed')))
        .returning({ id: uploadItems.id });
      return { busy: false, requeued: requeued.length };
    },

    /** Locks the record for the rest of the caller's transaction; null when it is gone. */
    async lock(tx: DbOrTx, recordId: number): Promise<RecordRow | null> {
      const [row] = await tx.select().from(uploadRecords).where(eq(uploadRecords.id, recordId)).for('update');
      return row ?? null;
    },
  };
}
export type RecordsRepo = ReturnType<typeof createRecordsRepo>;
