import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

/** The profile fields a member edits; a field left out is kept. */
export interface ProfilePatch {
  nickname?: string;
  gender?: string | null;
  email?: string | null;
  birthday?: string | null;
  location?: string | null;
}

/** The member's own profile and avatar, as the account center writes them. */
export function createProfileRepo(db: Db) {
  return {
    /**
     * Writes the fields given; 'email-taken' when the address belongs to another account, decided
     * by the unique index on lower(email), so two members racing for one address cannot both win.
     */
    async update(id: number, patch: ProfilePatch): Promise<typeof members.$inferSelect | 'email-taken' | undefined> {
      try {
        const [row] = await db
          .update(members)
          .set({ ...patch, updatedAt: sql`now()` })
          .where(eq(members.id, id))
          .returning();
        return row;
      } catch (err) {
        if (isUniqueViolation(err)) return 'email-taken';
        throw err;
      }
    },

    /** Points the member at a newly stored avatar; answers the one it replaces, if any (two uploads at once each get the other's). */
    async swapAvatar(id: number, avatarKey: string): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [old] = await tx.select({ avatarKey: members.avatarKey }).from(members).where(eq(members.id, id)).for('update');
        await tx
          .update(members)
          .set({ avatarKey, updatedAt: sql`now()` })
          .where(eq(members.id, id));
        return old?.avatarKey ?? null;
      });
    },
  };
}
export type ProfileRepo = ReturnType<typeof createProfileRepo>;
