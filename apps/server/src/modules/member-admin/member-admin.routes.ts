import { membersAdminApi, membersAdminSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/authenticate.js';
import { serveOperatorArea } from '../../http/endpoints.js';
import type { Clock } from '../../infra/clock.js';
import { csvDownload, exportFileName } from './csv-download.js';
import { MEMBER_EXPORT_HEADER, type MemberAdminService } from './member-admin.service.js';

/** What the audit log keeps of a member before a change: who it was and its status (never the password's hash). */
const audited = (m: { id: number; phone: string; nickname: string; status: number; channelCode: string }) => ({
  id: m.id,
  phone: m.phone,
  nickname: m.nickname,
  status: m.status,
  channelCode: m.channelCode,
});

/** /admin-api/member/user/*: the operator's member accounts. */
export function memberAdminRoutes(
  app: FastifyInstance,
  { members, guards, clock }: { members: MemberAdminService; guards: Guards; clock: Clock },
) {
  serveOperatorArea(
    app,
    guards.operator,
    { area: membersAdminApi, schemas: membersAdminSchemas },
    {
      page: ({ input: { pageNo, pageSize, ...filter } }) => members.page(filter, pageNo, pageSize),
      get: ({ input }) => members.detail(input.id),
      updateStatus: async ({ input, auditBefore }) => {
        auditBefore(audited(await members.updateStatus(input.id, input.status)));
        return true;
      },
      resetPassword: async ({ input, auditBefore }) => {
        auditBefore(audited(await members.resetPassword(input.id, input.password)));
        return true;
      },
      export: ({ input, reply }) =>
        csvDownload(reply, exportFileName('members', clock.now()), MEMBER_EXPORT_HEADER, members.exportRows(input)),
    },
  );
}
