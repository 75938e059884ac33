import type { AuditAction, AuditRow } from '@cloudphone/contract';
import type { Db } from '../../db/client.js';
import { createAuditRepo, type AuditFilter } from './audit.repo.js';

/** An export holds at most this many entries, the newest (AUDIT_RETAIN_DAYS keeps the trail bounded too). */
export const AUDIT_EXPORT_MAX = 50_000;

/** A CSV field, quoted when it must be, and never read as a formula by a spreadsheet. */
const csvField = (value: string) => {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

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

/** The owner's access audit trail: a page, or everything the filter matches as CSV. */
export function createAuditService({ db }: { db: Db }) {
  const repo = createAuditRepo(db);
  return {
    async page(ownerId: number, filter: AuditFilter, pageNo: number, pageSize: number) {
      const { list, total } = await repo.page(ownerId, filter, pageNo, pageSize);
      return { list: list.map(rowOf), total };
    },

    async exportCsv(ownerId: number, filter: AuditFilter): Promise<Uint8Array> {
      const lines = ['time,phone_id,owl_id,action,actor_phone,sub_member_phone,ip'];
      for (const e of await repo.all(ownerId, filter, AUDIT_EXPORT_MAX))
        lines.push(
          [e.createdAt.toISOString(), String(e.phoneId), e.owlId, e.action, e.actorPhone, e.subMemberPhone ?? '', e.ip ?? '']
            .map(csvField)
            .join(','),
        );
      // A byte-order mark, so spreadsheet programs read the file as UTF-8.
      return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
