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

  async function reuse(tx: Tx, memberId: number, sha256: string, name: string, now: Date): Promise<FileRow | null> {
    const [copy] = await tx
      .select()
      .from(uploadedFiles)
      .where(
        and(
          eq(uploadedFiles.memberId, memberId),
          eq(uploadedFiles.sha256, sha256),
          eq(uploadedFiles.name, name),
          isNull(uploadedFiles.expiredAt),
        ),
      )
      .orderBy(uploadedFiles.id)
      .limit(1)
      .for('update');
    if (!copy || copy.pushedAt) return copy ?? null;
    const [fresh] = await tx.update(uploadedFiles).set({ createdAt: now }).where(eq(uploadedFiles.id, copy.id)).returning();
    return fresh!;
  }

  return {
    used: (memberId: number) => used(db, memberId),

    /** Records a file without a quota check: for seeding demo data only. */
    async insert(row: Omit<typeof uploadedFiles.$inferInsert, 'id' | 'pushedAt' | 'expiredAt'>): Promise<FileRow> {
      const [inserted] = await db.insert(uploadedFiles).values(row).returning();
      return inserted!;
    },

    /**
     * The member's live copy of these bytes under this name, if any, under the member's lock. An
     * upload of the same bytes gives it rather than storing them again. One never pushed counts its
     * abandonment from this upload on; its row is locked, so the cleanup either deleted it before
     * (then there is no copy) or waits for this transaction and sees the new time.
     */
    async reuseCopy(memberId: number, sha256: string, name: string, now: Date): Promise<FileRow | null> {
      return db.transaction(async (tx: Tx) => {
        await lockKey(tx, `upload-quota:${memberId}`);
        return reuse(tx, memberId, sha256, name, now);
      });
    },

    /**
     * Records a file if the member's stored bytes stay within `quota`; otherwise returns what they
     * use now. The member's lock makes concurrent uploads add up exactly, and of two concurrent
     * uploads of the same bytes and name the second gets the first's row (`copy`: its own stored
     * bytes are not needed).
     */
    async insertWithinQuota(
      row: Omit<typeof uploadedFiles.$inferInsert, 'id' | 'pushedAt' | 'expiredAt'>,
      quota: number,
    ): Promise<{ row: FileRow; copy: boolean } | { used: number }> {
      return db.transaction(async (tx: Tx) => {
        await lockKey(tx, `upload-quota:${row.memberId}`);
        const copy = await reuse(tx, row.memberId, row.sha256, row.name, row.createdAt);
        if (copy) return { row: copy, copy: true };
        const now = await used(tx, row.memberId);
        if (now + row.size > quota) return { used: now };
        const [inserted] = await tx.insert(uploadedFiles).values(row).returning();
        return { row: inserted!, copy: false };
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
