import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { members } from '../../db/schema.js';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

/**
 * 0 normal; 1 disabled by an operator; 2 disabled by the owner of a sub-account (issue 16); 3 the
 * member deleted the account (issue 18: the row stays, anonymised, for its orders). Any status but
 * normal refuses sign-in and tokens (4100100102); the owner's enable lifts only 2.
 */
export const MEMBER_STATUS = { normal: 0, disabled: 1, disabledByOwner: 2, deleted: 3 } as const;

export function createMembersRepo(db: DbOrTx) {
  return {
    async findById(id: number) {
      const [row] = await db.select().from(members).where(eq(members.id, id));
      return row;
    },
    async findByPhone(phone: string) {
      const [row] = await db.select().from(members).where(eq(members.phone, phone));
      return row;
    },
    async findByEmail(email: string) {
      const [row] = await db
        .select()
        .from(members)
        .where(sql`lower(${members.email}) = lower(${email})`);
      return row;
    },
    /**
     * Inserts unless the phone or e-mail is taken (even by a concurrent insert); returns undefined
     * then, so callers choose the message.
     */
    async create(values: NewMember) {
      const [row] = await db.insert(members).values(values).onConflictDoNothing().returning();
      return row;
    },
    async setPassword(id: number, passwordHash: string) {
      await db
        .update(members)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(eq(members.id, id));
    },
    /** Records the member's console language; writes only when it changed. */
    async setLocale(id: number, locale: string) {
      await db
        .update(members)
        .set({ locale })
        .where(and(eq(members.id, id), sql`${members.locale} is distinct from ${locale}`));
    },
    /** Each member's last console language (null: never seen). */
    async locales(ids: number[]) {
      if (!ids.length) return [];
      return db.select({ id: members.id, locale: members.locale }).from(members).where(inArray(members.id, ids));
    },
    async setStatus(id: number, status: number) {
      await db
        .update(members)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(members.id, id));
    },
  };
}
export type MembersRepo = ReturnType<typeof createMembersRepo>;
