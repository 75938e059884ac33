import { and, count, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditAction } from '@cloudphone/contract';
import type { DbOrTx } from '../../db/client.js';
import { members, phoneAudit } from '../../db/schema.js';

export interface AuditFilter {
  phoneId?: number | undefined;
  /** Part of the grantee's phone number. */
  subMemberPhone?: string | undefined;
  action?: AuditAction | undefined;
  /** Epoch ms, inclusive. */
  beginTime?: number | undefined;
  endTime?: number | undefined;
}

/** Reads of the access audit trail (writes: phone-audit.repo's recordAudit), and its retention. */
export function createAuditRepo(db: DbOrTx) {
  const actor = alias(members, 'actor');
  const grantee = alias(members, 'grantee');

  const whereOf = (ownerId: number, f: AuditFilter): SQL =>
    and(
      eq(phoneAudit.ownerId, ownerId),
      f.phoneId === undefined ? undefined : eq(phoneAudit.phoneId, f.phoneId),
      f.subMemberPhone ? sql`strpos(${grantee.phone}, ${f.subMemberPhone}::text) > 0` : undefined,
      f.action === undefined ? undefined : eq(phoneAudit.action, f.action),
      f.beginTime === undefined ? undefined : gte(phoneAudit.createdAt, new Date(f.beginTime)),
      f.endTime === undefined ? undefined : lte(phoneAudit.createdAt, new Date(f.endTime)),
    )!;

  const rows = () =>
    db
      .select({
        id: phoneAudit.id,
        phoneId: phoneAudit.phoneId,
        owlId: phoneAudit.owlId,
        action: phoneAudit.action,
        actorPhone: actor.phone,
        subMemberPhone: grantee.phone,
        ip: phoneAudit.ip,
        createdAt: phoneAudit.createdAt,
      })
      .from(phoneAudit)
      .innerJoin(actor, eq(actor.id, phoneAudit.actorId))
      .leftJoin(grantee, eq(grantee.id, phoneAudit.granteeId));

  return {
    /** The owner's entries matching the filter, newest first. */
    async page(ownerId: number, f: AuditFilter, pageNo: number, pageSize: number) {
      const where = whereOf(ownerId, f);
      const [list, [{ total } = { total: 0 }]] = await Promise.all([
        rows()
          .where(where)
          .orderBy(desc(phoneAudit.createdAt), desc(phoneAudit.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ total: count() }).from(phoneAudit).leftJoin(grantee, eq(grantee.id, phoneAudit.granteeId)).where(where),
      ]);
      return { list, total };
    },

    /** Up to `max` of the owner's entries matching the filter, newest first (the export). */
    all(ownerId: number, f: AuditFilter, max: number) {
      return rows().where(whereOf(ownerId, f)).orderBy(desc(phoneAudit.createdAt), desc(phoneAudit.id)).limit(max);
    },

    /** Deletes up to `max` entries older than `cutoff` (the sweep comes back for more); answers how many. */
    async deleteBefore(cutoff: Date, max: number): Promise<number> {
      const old = db.select({ id: phoneAudit.id }).from(phoneAudit).where(lt(phoneAudit.createdAt, cutoff)).limit(max);
      const gone = await db.delete(phoneAudit).where(inArray(phoneAudit.id, old)).returning({ id: phoneAudit.id });
      return gone.length;
    },
  };
}
export type AuditRepo = ReturnType<typeof createAuditRepo>;
