import { redeemCodesAdminApi, redeemCodesAdminSchemas, redeemCodesApi, redeemCodesSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/authenticate.js';
import { serveMemberArea, serveOperatorArea } from '../../http/endpoints.js';
import type { RedeemCodesAdmin } from './redeem-codes.admin.js';
import type { RedeemCodesService } from './redeem-codes.service.js';

/** Members redeem codes; operators make, list, disable and export batches. */
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
      disable: ({ input }) => admin.disable(input.batchId),
      export: async ({ input, reply }) => {
        const csv = await admin.exportCsv(input.batchId);
        void reply.header('content-disposition', `attachment; filename="redeem-codes-${input.batchId}.csv"`);
        return csv;
      },
    },
  );
}
