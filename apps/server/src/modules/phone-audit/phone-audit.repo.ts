import type { AuditAction } from '@cloudphone/contract';
import type { DbOrTx } from '../../db/client.js';
import { phoneAudit } from '../../db/schema.js';

/** One entry of the access audit trail: kept for `ownerId`, the phone's owner when it happened. */
export interface AuditEntry {
  ownerId: number;
  phoneId: number;
  owlId: string;
  action: AuditAction;
  /** Who did it: the owner, or the grantee. */
  actorId: number;
  /** The grantee concerned (the one granted, recalled, or acting), or null. */
  granteeId: number | null;
  ip: string | null;
  at: Date;
}

/**
 * Writes audit entries, in the caller's transaction when given one: a grant and its entry are
 * written together or not at all. Reads of the trail live with the sharing module.
 */
export async function recordAudit(db: DbOrTx, entries: AuditEntry | readonly AuditEntry[]) {
  const list = Array.isArray(entries) ? entries : [entries as AuditEntry];
  if (!list.length) return;
  await db.insert(phoneAudit).values(
    list.map((e) => ({
      ownerId: e.ownerId,
      phoneId: e.phoneId,
      owlId: e.owlId,
      action: e.action,
      actorId: e.actorId,
      granteeId: e.granteeId,
      ip: e.ip?.slice(0, 64) ?? null,
      createdAt: e.at,
    })),
  );
}
