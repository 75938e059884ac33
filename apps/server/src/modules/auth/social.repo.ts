import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { socialIdentities } from '../../db/schema.js';

export type SocialIdentityRow = typeof socialIdentities.$inferSelect;

export function createSocialRepo(db: DbOrTx) {
  return {
    async find(provider: string, subject: string) {
      const [row] = await db
        .select()
        .from(socialIdentities)
        .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)));
      return row;
    },

    /**
     * Links the identity to the member. Returns undefined when the identity is already linked to
     * someone, so a second use of the same bind ticket cannot move it.
     */
    async link(values: { provider: string; subject: string; memberId: number; nickname: string | null; createdAt: Date }) {
      const [row] = await db
        .insert(socialIdentities)
        .values(values)
        .onConflictDoUpdate({
          target: [socialIdentities.provider, socialIdentities.subject],
          set: { memberId: values.memberId, nickname: values.nickname },
          setWhere: isNull(socialIdentities.memberId),
        })
        .returning();
      return row;
    },
  };
}
export type SocialRepo = ReturnType<typeof createSocialRepo>;
