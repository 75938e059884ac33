import type { PhoneLabel, PhoneLabelsOfPhone } from '@cloudphone/contract';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { phoneLabels, phones } from '../../db/schema.js';

const asLabel = (row: { id: number; label: string; createdAt: Date }): PhoneLabel => ({
  id: row.id,
  label: row.label,
  createTime: row.createdAt.getTime(),
});

/**
 * Labels on phones (phone_labels), each the member's who wrote it: every query names the member,
 * so a phone that changed hands shows its new owner none of the old owner's labels.
 */
export function createPhoneLabelsRepo(db: DbOrTx) {
  return {
    /**
     * Locks the phone's row until the transaction ends, so two labels added to one phone at once
     * count and insert one after the other and the limit holds ("no key update": it does not wait
     * for the key-share locks that foreign keys take on the phone).
     */
    async lockPhone(phoneId: number) {
      await db.select({ id: phones.id }).from(phones).where(eq(phones.id, phoneId)).for('no key update');
    },

    async countOn(memberId: number, phoneId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(phoneLabels)
        .where(and(eq(phoneLabels.phoneId, phoneId), eq(phoneLabels.memberId, memberId)));
      return row?.n ?? 0;
    },

    async insert(memberId: number, phoneId: number, label: string, now: Date) {
      const [row] = await db.insert(phoneLabels).values({ memberId, phoneId, label, createdAt: now }).returning({ id: phoneLabels.id });
      return row!.id;
    },

    /** The member's labels on one phone, oldest first. */
    async listOn(memberId: number, phoneId: number): Promise<PhoneLabel[]> {
      const rows = await db
        .select({ id: phoneLabels.id, label: phoneLabels.label, createdAt: phoneLabels.createdAt })
        .from(phoneLabels)
        .where(and(eq(phoneLabels.phoneId, phoneId), eq(phoneLabels.memberId, memberId)))
        .orderBy(asc(phoneLabels.createdAt), asc(phoneLabels.id));
      return rows.map(asLabel);
    },

    /**
     * The member's labels on those of `phoneIds` the member rents now (not recycled), grouped by
     * phone in the order asked; phones without any are left out.
     */
    async listOnOwn(memberId: number, phoneIds: readonly number[]): Promise<PhoneLabelsOfPhone[]> {
      const rows = await db
        .select({ phoneId: phoneLabels.phoneId, id: phoneLabels.id, label: phoneLabels.label, createdAt: phoneLabels.createdAt })
        .from(phoneLabels)
        .innerJoin(phones, eq(phones.id, phoneLabels.phoneId))
        .where(
          and(
            inArray(phoneLabels.phoneId, [...phoneIds]),
            eq(phoneLabels.memberId, memberId),
            eq(phones.memberId, memberId),
            isNull(phones.recycledAt),
          ),
        )
        .orderBy(asc(phoneLabels.createdAt), asc(phoneLabels.id));
      const byPhone = new Map<number, PhoneLabel[]>();
      for (const row of rows) {
        const list = byPhone.get(row.phoneId) ?? [];
        list.push(asLabel(row));
        byPhone.set(row.phoneId, list);
      }
      return [...new Set(phoneIds)].flatMap((phoneId) => {
        const labels = byPhone.get(phoneId);
        return labels ? [{ phoneId, labels }] : [];
      });
    },

    /** The phone a label is on and who wrote it, or undefined when there is no such label. */
    async find(id: number): Promise<{ phoneId: number; memberId: number } | undefined> {
      const [row] = await db
        .select({ phoneId: phoneLabels.phoneId, memberId: phoneLabels.memberId })
        .from(phoneLabels)
        .where(eq(phoneLabels.id, id));
      return row;
    },

    async remove(memberId: number, id: number) {
      await db.delete(phoneLabels).where(and(eq(phoneLabels.id, id), eq(phoneLabels.memberId, memberId)));
    },
  };
}
