import type { TagRow } from '@cloudphone/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { phones, phoneTagLinks, phoneTags } from '../../db/schema.js';
import { visibleTo } from '../phone-access/phone-access.repo.js';

/** A member's phone tags and their links to phones. Every query is scoped to the member. */
export function createPhoneTagsRepo(db: DbOrTx) {
  return {
    /** The member's tags, oldest first, each with the phones carrying it that the member can see now. */
    async page(memberId: number, now: Date, pageNo: number, pageSize: number): Promise<{ list: TagRow[]; total: number }> {
      // The outer column is qualified by hand: Drizzle leaves columns of a one-table select bare,
      // and a bare "id" inside the subquery would mean the phone's.
      const visibleCount = sql<number>`(
        select count(*) from ${phoneTagLinks} l join ${phones} p on p.id = l.phone_id
        where l.tag_id = ${phoneTags}.id and ${visibleTo('p', memberId, now)})`.mapWith(Number);
      const mine = eq(phoneTags.memberId, memberId);
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: phoneTags.id, name: phoneTags.name, createdAt: phoneTags.createdAt, phoneCount: visibleCount })
          .from(phoneTags)
          .where(mine)
          .orderBy(asc(phoneTags.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ n: count() }).from(phoneTags).where(mine),
      ]);
      return {
        list: rows.map((r) => ({ id: r.id, name: r.name, phoneCount: r.phoneCount, createTime: r.createdAt.getTime() })),
        total: total?.n ?? 0,
      };
    },

    /** Throws a unique violation when the member already has a tag of that name. */
    async create(memberId: number, name: string, now: Date) {
      const [row] = await db.insert(phoneTags).values({ memberId, name, createdAt: now }).returning({ id: phoneTags.id });
      return row!.id;
    },

    /** False when the member has no such tag; throws a unique violation on a taken name. */
    async rename(memberId: number, id: number, name: string) {
      const rows = await db
        .update(phoneTags)
        .set({ name })
        .where(and(eq(phoneTags.id, id), eq(phoneTags.memberId, memberId)))
        .returning({ id: phoneTags.id });
      return rows.length > 0;
    },

    /** False when the member has no such tag. Its links go with it (cascade). */
    async remove(memberId: number, id: number) {
      const rows = await db
        .delete(phoneTags)
        .where(and(eq(phoneTags.id, id), eq(phoneTags.memberId, memberId)))
        .returning({ id: phoneTags.id });
      return rows.length > 0;
    },

    /**
     * Whether the member has the tag. Inside a transaction it holds a key-share lock, so the tag
     * cannot be deleted between this check and the link insert.
     */
    async holdOwn(memberId: number, id: number) {
      const rows = await db
        .select({ id: phoneTags.id })
        .from(phoneTags)
        .where(and(eq(phoneTags.id, id), eq(phoneTags.memberId, memberId)))
        .for('key share');
      return rows.length > 0;
    },

    /**
     * Locks the phone row until the transaction ends, so binds to one phone run one after another
     * and the count-then-insert of the tag limit cannot race. "No key update" is enough: it
     * conflicts with itself but not with the key-share locks foreign keys take on the phone.
     */
    async lockPhone(phoneId: number) {
      await db.select({ id: phones.id }).from(phones).where(eq(phones.id, phoneId)).for('no key update');
    },

    async isLinked(tagId: number, phoneId: number) {
      const rows = await db
        .select({ tagId: phoneTagLinks.tagId })
        .from(phoneTagLinks)
        .where(and(eq(phoneTagLinks.tagId, tagId), eq(phoneTagLinks.phoneId, phoneId)));
      return rows.length > 0;
    },

    /** How many of the member's tags the phone carries (other members' tags on it do not count). */
    async countOnPhone(memberId: number, phoneId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(phoneTagLinks)
        .innerJoin(phoneTags, eq(phoneTags.id, phoneTagLinks.tagId))
        .where(and(eq(phoneTagLinks.phoneId, phoneId), eq(phoneTags.memberId, memberId)));
      return row?.n ?? 0;
    },

    async link(tagId: number, phoneId: number) {
      await db.insert(phoneTagLinks).values({ tagId, phoneId }).onConflictDoNothing();
    },

    async unlink(tagId: number, phoneId: number) {
      await db.delete(phoneTagLinks).where(and(eq(phoneTagLinks.tagId, tagId), eq(phoneTagLinks.phoneId, phoneId)));
    },
  };
}
