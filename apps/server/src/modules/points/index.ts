import { pointsApi, pointsSchemas, type PointChangeType } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../http/authenticate.js';
import { serveMemberArea } from '../../http/endpoints.js';
import { createPointsRepo } from './points.repo.js';

/** The member's points ledger (spec point 7); orders and refunds write it through points.repo.ts. */
export function registerPoints(app: FastifyInstance, { db, guards }: { db: Db; guards: Guards }) {
  const points = createPointsRepo(db);
  serveMemberArea(
    app,
    guards.member,
    { area: pointsApi, schemas: pointsSchemas },
    {
      page: async ({ memberId, input }) => {
        const { rows, total } = await points.page(memberId, input.pageNo, input.pageSize);
        const list = rows.map((r) => ({
          type: r.type as PointChangeType,
          point: r.point,
          balance: r.balance,
          orderNo: r.orderNo,
          createTime: r.createdAt.getTime(),
        }));
        return { list, total };
      },
    },
  );
}
