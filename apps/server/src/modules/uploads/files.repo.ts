import type { ApkInfo, UploadedFile, UploadKind } from '@cloudphone/contract';
import { and, eq, inArray, isNull, lt, sql, sum } from 'drizzle-orm';
import { lockKey, type Db, type DbOrTx, type Tx } from '../../db/client.js';
import { uploadedFiles, uploadItems, uploadRecords } from '../../db/schema.js';

export type FileRow = typeof uploadedFiles.$inferSelect;

/** A row as the API shows it. */
export const toUploadedFile = (row: FileRow): UploadedFile => ({
  id: row.id,
  name: row.name,
  kind: row.kind as UploadKind,
  size: row.size,
  ...(row.apk ? { apk: row.apk as ApkInfo } : {}),
});

const idIn = (rows: ReadonlyArray<{ id: number }>) =>
  inArray(
    uploadedFiles.id,
    rows.map((r) => r.id),
  );

/** SQL of uploaded_files. */
export function createFilesRepo(db: Db) {
  /** Bytes the member stores now: every file not expired, pushed or not. */
  async function used(tx: DbOrTx, memberId: number): Promise<number> {
    const [row] = await tx
      .select({ bytes: sum(uploadedFiles.size).mapWith(Number) })
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.memberId, memberId), isNull(uploadedFiles.expiredAt)));
    return row?.bytes ?? 0;
  }

  return {
    used: (memberId: number) => used(db, memberId),

    /** Records a file without a quota check: for seeding demo data only. */
    async insert(row: Omit<typeof uploadedFiles.$inferInsert, 'id' | 'pushedAt' | 'expiredAt'>): Promise<FileRow> {
      const [inserted] = await db.insert(uploadedFiles).values(row).returning();
      return inserted!;
    },

    /**
     * Records a file if the member's stored bytes stay within `quota`; otherwise returns what they
     * use now. The member's lock makes concurrent uploads add up exactly.
     */
    async insertWithinQuota(
      row: Omit<typeof uploadedFiles.$inferInsert, 'id' | 'pushedAt' | 'expiredAt'>,
      quota: number,
    ): Promise<{ row: FileRow } | { used: number }> {
      return db.transaction(async (tx: Tx) => {
        await lockKey(tx, `upload-quota:${row.memberId}`);
        const now = await used(tx, row.memberId);
        if (now + row.size > quota) return { used: now };
        const [inserted] = await tx.insert(uploadedFiles).values(row).returning();
        return { row: inserted! };
      });
    },

    /** The member's files among `ids` (others' are simply absent); locked when given a transaction. */
    async owned(tx: DbOrTx, memberId: number, ids: readonly number[], lock = false): Promise<FileRow[]> {
      if (!ids.length) return [];
      const query = tx
        .select()
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.memberId, memberId), inArray(uploadedFiles.id, [...ids])));
      return lock ? query.for('update') : query;
    },

    /** Every file of a push, by id, whoever asks (the runner works on records already checked). */
    async byIds(ids: readonly number[]): Promise<FileRow[]> {
      return ids.length
        ? db
            .select()
            .from(uploadedFiles)
            .where(inArray(uploadedFiles.id, [...ids]))
        : [];
    },

    /** Marks files as taken by a push or retry (in its transaction): kept UPLOAD_RETAIN_DAYS from now. */
    async markPushed(tx: DbOrTx, ids: readonly number[], now: Date) {
      await tx
        .update(uploadedFiles)
        .set({ pushedAt: now })
        .where(inArray(uploadedFiles.id, [...ids]));
    },

    /**
     * Marks expired the pushed files last used before `cutoff` that no waiting or running phone
     * needs, returning their storage keys. Pushes and retries lock a file before using it and refuse
     * an expired one, so whichever commits first wins.
     */
    async expireUnused(cutoff: Date, now: Date, limit = 500): Promise<string[]> {
      return db.transaction(async (tx) => {
        const active = tx
          .select({ one: sql`1` })
          .from(uploadItems)
          .innerJoin(uploadRecords, eq(uploadRecords.id, uploadItems.recordId))
          .where(and(sql`${uploadedFiles.id} = any(${uploadRecords.fileIds})`, inArray(uploadItems.status, ['pending', 'running'])));
        const due = await tx
          .select({ id: uploadedFiles.id })
          .from(uploadedFiles)
          .where(and(isNull(uploadedFiles.expiredAt), lt(uploadedFiles.pushedAt, cutoff), sql`not exists (${active})`))
          .limit(limit)
          .for('update', { of: uploadedFiles, skipLocked: true });
        if (!due.length) return [];
        const rows = await tx
          .update(uploadedFiles)
          .set({ expiredAt: now })
          .where(idIn(due))
          .returning({ storageKey: uploadedFiles.storageKey });
        return rows.map((r) => r.storageKey);
      });
    },

    /**
     * Deletes files never pushed and uploaded before `cutoff`, returning their storage keys. A push
     * that locked one first wins: the row no longer matches once it commits (pushed_at set).
     */
    async deleteAbandoned(cutoff: Date, limit = 500): Promise<string[]> {
      const rows = await db.transaction(async (tx) => {
        const due = await tx
          .select({ id: uploadedFiles.id })
          .from(uploadedFiles)
          .where(and(isNull(uploadedFiles.pushedAt), lt(uploadedFiles.createdAt, cutoff)))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (!due.length) return [];
        return tx.delete(uploadedFiles).where(idIn(due)).returning({ storageKey: uploadedFiles.storageKey });
      });
      return rows.map((r) => r.storageKey);
    },
  };
}
export type FilesRepo = ReturnType<typeof createFilesRepo>;
