import { frontApi, frontSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import { servePublicArea } from '../../http/endpoints.js';
import type { FrontRepo } from './front.repo.js';
import type { FrontService } from './front.service.js';

/** What the console shows to anyone: branding, the global config and the customer-service contacts. */
export function frontRoutes(app: FastifyInstance, { front, repo }: { front: FrontService; repo: FrontRepo }) {
  servePublicArea(
    app,
    { area: frontApi, schemas: frontSchemas },
    {
      branding: () => front.branding(),
      globalConfig: () => front.globalConfig(),
      customerService: ({ input }) => repo.customerService(input.type, input.pageNo, input.pageSize),
    },
  );
}
