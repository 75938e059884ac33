import { frontApi, frontSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import { servePublicArea } from '../../http/endpoints.js';
import type { ShellRepo } from './shell.repo.js';
import type { FrontService } from './front.service.js';

/** What the console shows to anyone: branding, the global config and the customer-service contacts. */
export function frontRoutes(app: FastifyInstance, { front, shell }: { front: FrontService; shell: ShellRepo }) {
  servePublicArea(
    app,
    { area: frontApi, schemas: frontSchemas },
    {
      branding: () => front.branding(),
      globalConfig: () => front.globalConfig(),
      customerService: ({ input }) => shell.customerService(input.type, input.pageNo, input.pageSize),
    },
  );
}
