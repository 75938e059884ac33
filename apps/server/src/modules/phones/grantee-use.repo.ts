import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { phoneAccredits, phoneAudit, phones } from '../../db/schema.js';
import type { AuditEntry } from '../phone-audit/phone-audit.repo.js';
import { liveGrant } from '../phone-access/phone-access.repo.js';

/**
 * Holds a grantee's live grant of a phone until the transaction ends, and answers it (undefined
 * when there is none). The phone's row is locked first, as a recall or a transfer locks it (for
 * update) before deleting grants: a recall that got there first has committed by the time this
 * answers, so the grant is gone; one that comes later waits until this transaction has written
 * what the grantee did.
 */
export async function holdGrant(tx: Tx, phoneId: number, granteeId: number, now: Date) {
  const [phone] = await tx
    .select({ memberId: phones.memberId })
    .from(phones)
    .where(and(eq(phones.id, phoneId), isNull(phones.recycledAt)))
    .for('share');
  if (!phone) return undefined;
  const [grant] = await tx
    .select({ accreditType: phoneAccredits.accreditType })
    .from(phoneAccredits)
    .where(
      and(
        eq(phoneAccredits.phoneId, phoneId),
        eq(phoneAccredits.granteeId, granteeId),
        eq(phoneAccredits.ownerId, phone.memberId),
        liveGrant(now),
      ),
    )
    .for('share');
  return grant ? { ownerId: phone.memberId, accreditType: grant.accreditType } : undefined;
}

/** Takes back the entry of a grantee's operation that the phone or its device then refused (it never started). */
export async function withdrawAudit(db: DbOrTx, entry: AuditEntry) {
  const [row] = await db
    .select({ id: phoneAudit.id })
    .from(phoneAudit)
    .where(
      and(
        eq(phoneAudit.ownerId, entry.ownerId),
        eq(phoneAudit.phoneId, entry.phoneId),
        eq(phoneAudit.actorId, entry.actorId),
        eq(phoneAudit.action, entry.action),
        eq(phoneAudit.createdAt, entry.at),
      ),
    )
    .orderBy(desc(phoneAudit.id))
    .limit(1);
  if (row) await db.delete(phoneAudit).where(eq(phoneAudit.id, row.id));
}
