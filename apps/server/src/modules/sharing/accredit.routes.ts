import { accreditApi, accreditSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { Guard } from '../../http/authenticate.js';
import { serveMemberArea } from '../../http/endpoints.js';
import type { Exports } from '../account/exports.js';
import type { AccreditService } from './accredit.service.js';
import type { AuditService } from './audit.service.js';
import type { GrantLists } from './grant-lists.js';

/** The authorization endpoints: grants, their lists and the access audit trail (exported as a file to download), all the caller's own. */
export function accreditRoutes(
  app: FastifyInstance,
  {
    guard,
    accredit,
    lists,
    audit,
    exports,
  }: { guard: Guard; accredit: AccreditService; lists: GrantLists; audit: AuditService; exports: Exports },
) {
  serveMemberArea(
    app,
    guard,
    { area: accreditApi, schemas: accreditSchemas },
    {
      accredit: ({ memberId, input, request }) => accredit.accredit(memberId, input, request.ip),
      accreditBatch: ({ memberId, input, request }) => accredit.accreditBatch(memberId, input, request.ip),
      update: ({ memberId, input, request }) => accredit.update(memberId, input, request.ip),
      recall: ({ memberId, input, request }) => accredit.recall(memberId, input.relationId, request.ip),
      recallBatch: ({ memberId, input, request }) => accredit.recallBatch(memberId, input.relationIds, request.ip),
      accreditList: ({ memberId, input }) => lists.grantsBy(memberId, input),
      accreditedList: ({ memberId, input }) => lists.grantsTo(memberId, input),
      phoneList: ({ memberId, input }) => lists.ownPhones(memberId, input),
      auditPage: ({ memberId, input: { pageNo, pageSize, ...filter } }) => audit.page(memberId, filter, pageNo, pageSize),
      auditExport: async ({ memberId, input }) => exports.saveCsv(memberId, 'phone-audit', await audit.exportRows(memberId, input)),
    },
  );
}
