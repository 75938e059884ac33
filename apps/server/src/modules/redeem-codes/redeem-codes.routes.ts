import { redeemCodesAdminApi, redeemCodesAdminSchemas, redeemCodesApi, redeemCodesSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/authenticate.js';
import { serveMemberArea, serveOperatorArea } from '../../http/endpoints.js';
import { csvDownload } from '../member-admin/csv-download.js';
import { REDEEM_EXPORT_HEADER, type RedeemCodesAdmin } from './redeem-codes.admin.js';
import type { RedeemCodesService } from './redeem-codes.service.js';

/** Members redeem codes; operators make, list, disable and export batches, and void single codes. */
export function redeemCodesRoutes(
  app: FastifyInstance,
  { guards, codes, admin }: { guards: Guards; codes: RedeemCodesService; admin: RedeemCodesAdmin },
) {
  serveMemberArea(
    app,
    guards.member,
    { area: redeemCodesApi, schemas: redeemCodesSchemas },
    {
      redeem: ({ memberId, input, request }) => codes.redeem(memberId, input.code, request.ip),
      redeemBatch: ({ memberId, input, request, locale }) => codes.redeemBatch(memberId, input.codes, request.ip, locale),
      renew: ({ memberId, input, request }) => codes.renew(memberId, input.code, input.phoneIds, request.ip),
      page: ({ memberId, input }) => codes.page(memberId, input.pageNo, input.pageSize),
    },
  );
  serveOperatorArea(
    app,
    guards.operator,
    { area: redeemCodesAdminApi, schemas: redeemCodesAdminSchemas },
    {
      create: ({ operatorId, input }) => admin.create(operatorId, input),
      batchPage: ({ input }) => admin.batchPage(input.pageNo, input.pageSize),
      codePage: ({ input }) => admin.codePage(input.batchId, input.pageNo, input.pageSize),
      disable: async ({ input, auditBefore }) => {
        auditBefore(await admin.batch(input.batchId));
        return admin.disable(input.batchId);
      },
      disableCode: async ({ input, auditBefore }) => {
        auditBefore(await admin.disableCode(input.id));
        return true;
      },
      export: async ({ input, reply }) => {
        // Looked up before the file starts: an unknown batch answers 404, not an empty file.
        const batch = await admin.batch(input.batchId);
        return csvDownload(reply, `redeem-codes-${batch.id}.csv`, REDEEM_EXPORT_HEADER, admin.exportRows(batch));
      },
    },
  );
}
