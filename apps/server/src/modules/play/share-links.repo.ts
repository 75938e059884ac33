import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { phoneShareLinks, phones } from '../../db/schema.js';

const open = (now: Date) => and(isNull(phoneShareLinks.revokedAt), gt(phoneShareLinks.expiresAt, now));

const columns = {
  id: phoneShareLinks.id,
  phoneId: phoneShareLinks.phoneId,
  memberId: phoneShareLinks.memberId,
  createdAt: phoneShareLinks.createdAt,
  expiresAt: phoneShareLinks.expiresAt,
};
export type ShareLinkRow = { id: number; phoneId: number; memberId: number; createdAt: Date; expiresAt: Date };

/** Share links (phone_share_links); "open" means neither revoked nor expired at `now`. */
export function createShareLinksRepo(db: Db) {
  return {
    /**
     * Adds a link unless the phone already has `max` open ones. The phone's row is locked first, so
     * concurrent requests count one after another and never pass the limit together.
     */
    async insertWithin(max: number, row: Omit<ShareLinkRow, 'id'> & { codeHash: string }): Promise<ShareLinkRow | null> {
      return db.transaction(async (tx) => {
        await tx.select({ id: phones.id }).from(phones).where(eq(phones.id, row.phoneId)).for('update');
        const [held] = await tx
          .select({ n: count() })
          .from(phoneShareLinks)
          .where(and(eq(phoneShareLinks.phoneId, row.phoneId), open(row.createdAt)));
        if ((held?.n ?? 0) >= max) return null;
        const [inserted] = await tx.insert(phoneShareLinks).values(row).returning(columns);
        return inserted!;
      });
    },

    listOpen(memberId: number, phoneId: number, now: Date): Promise<ShareLinkRow[]> {
      return db
        .select(columns)
        .from(phoneShareLinks)
        .where(and(eq(phoneShareLinks.memberId, memberId), eq(phoneShareLinks.phoneId, phoneId), open(now)))
        .orderBy(asc(phoneShareLinks.createdAt), asc(phoneShareLinks.id));
    },

    /** Revokes one of the member's open links; null when there is none such. */
    async revoke(memberId: number, id: number, now: Date): Promise<ShareLinkRow | null> {
      const [row] = await db
        .update(phoneShareLinks)
        .set({ revokedAt: now })
        .where(and(eq(phoneShareLinks.id, id), eq(phoneShareLinks.memberId, memberId), open(now)))
        .returning(columns);
      return row ?? null;
    },

    /** The phone's pad type (spec point 3), which picks the page a link opens on. */
    async padTypeOf(phoneId: number): Promise<number | null> {
      const [row] = await db.select({ padType: phones.padType }).from(phones).where(eq(phones.id, phoneId));
      return row?.padType ?? null;
    },

    async findOpenByHash(codeHash: string, now: Date): Promise<(ShareLinkRow & { alias: string; padType: number }) | null> {
      const [row] = await db
        .select({ ...columns, alias: phones.alias, padType: phones.padType })
        .from(phoneShareLinks)
        .innerJoin(phones, eq(phones.id, phoneShareLinks.phoneId))
        .where(and(eq(phoneShareLinks.codeHash, codeHash), open(now)));
      return row ?? null;
    },

    async findOpen(id: number, now: Date): Promise<ShareLinkRow | null> {
      const [row] = await db
        .select(columns)
        .from(phoneShareLinks)
        .where(and(eq(phoneShareLinks.id, id), open(now)));
      return row ?? null;
    },
  };
}
export type ShareLinksRepo = ReturnType<typeof createShareLinksRepo>;
