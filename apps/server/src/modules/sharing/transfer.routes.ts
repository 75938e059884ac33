import { transferApi, transferSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { Guard } from '../../http/authenticate.js';
import { serveMemberArea } from '../../http/endpoints.js';
import type { TransferService } from './transfer.service.js';

/** POST /app-api/trade/phone/transfer: the owner's phones move to another account, a result each. */
export function transferRoutes(app: FastifyInstance, { guard, transfer }: { guard: Guard; transfer: TransferService }) {
  serveMemberArea(
    app,
    guard,
    { area: transferApi, schemas: transferSchemas },
    {
      transfer: ({ memberId, input, request, locale }) => transfer.transfer(memberId, input, request.ip, locale),
    },
  );
}
