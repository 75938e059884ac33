import type { AuditAction, AuditRow } from '@cloudphone/contract';
import type { Db } from '../../db/client.js';
import type { CsvCell } from '../account/csv.js';
import { createAuditRepo, type AuditFilter } from './audit.repo.js';

/** An export holds at most this many entries, the newest (AUDIT_RETAIN_DAYS keeps the trail bounded too). */
export const AUDIT_EXPORT_MAX = 50_000;

type Entry = Awaited<ReturnType<ReturnType<typeof createAuditRepo>['all']>>[number];
const rowOf = (e: Entry): AuditRow => ({
  id: e.id,
  phoneId: e.phoneId,
  owlId: e.owlId,
  action: e.action as AuditAction,
  actorPhone: e.actorPhone,
  subMemberPhone: e.subMemberPhone,
  ip: e.ip,
  createTime: e.createdAt.getTime(),
});

/** The owner's access audit trail: a page, or everything the filter matches as CSV rows. */
export function createAuditService({ db }: { db: Db }) {
  const repo = createAuditRepo(db);
  return {
    async page(ownerId: number, filter: AuditFilter, pageNo: number, pageSize: number) {
      const { list, total } = await repo.page(ownerId, filter, pageNo, pageSize);
      return { list: list.map(rowOf), total };
    },

    /** Everything the filter matches (the newest AUDIT_EXPORT_MAX), as CSV rows with their header. */
    async exportRows(ownerId: number, filter: AuditFilter): Promise<CsvCell[][]> {
      const rows: CsvCell[][] = [['time', 'phone_id', 'owl_id', 'action', 'actor_phone', 'sub_member_phone', 'ip']];
      for (const e of await repo.all(ownerId, filter, AUDIT_EXPORT_MAX))
        rows.push([e.createdAt.toISOString(), e.phoneId, e.owlId, e.action, e.actorPhone, e.subMemberPhone, e.ip]);
      return rows;
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
