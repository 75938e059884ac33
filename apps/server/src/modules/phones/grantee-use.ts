import { ACCREDIT_OPERATE, type AuditAction } from '@cloudphone/contract';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { recordAudit, type AuditEntry } from '../phone-audit/phone-audit.repo.js';
import { holdGrant, withdrawAudit } from './grantee-use.repo.js';

export interface GranteeUse {
  phoneId: number;
  owlId: string;
  granteeId: number;
  action: AuditAction;
  /** The request's address (the websocket upgrade's for a play session). */
  ip: string | null;
  /** Whether the use needs the operate right (a reboot), or viewing is enough (watching). */
  operate: boolean;
}

/**
 * Writes a grantee's use of a phone into the owner's audit trail, while their grant still allows
 * it: the entry is committed with the grant held, so a recall racing the use either comes first
 * (answered 'gone', nothing written, the use must not happen) or after the entry. The caller then
 * does what was audited; if that fails, `withdrawGranteeUse` takes the entry back.
 */
export async function recordGranteeUse(db: Db, clock: Clock, use: GranteeUse): Promise<AuditEntry | 'gone' | 'viewOnly'> {
  return db.transaction(async (tx) => {
    const at = clock.now();
    const grant = await holdGrant(tx, use.phoneId, use.granteeId, at);
    if (!grant) return 'gone';
    if (use.operate && grant.accreditType !== ACCREDIT_OPERATE) return 'viewOnly';
    const entry: AuditEntry = {
      ownerId: grant.ownerId,
      phoneId: use.phoneId,
      owlId: use.owlId,
      action: use.action,
      actorId: use.granteeId,
      granteeId: use.granteeId,
      ip: use.ip,
      at,
    };
    await recordAudit(tx, entry);
    return entry;
  });
}

export const withdrawGranteeUse = (db: Db, entry: AuditEntry) => withdrawAudit(db, entry);
