import { operatorAuthApi, operatorAuthSchemas, operatorSessionApi, operatorSessionSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/authenticate.js';
import { serveOperatorArea, servePublicArea } from '../../http/endpoints.js';
import { requestMeta } from '../../http/request-meta.js';
import type { SessionService } from '../auth/sessions.service.js';
import type { OperatorAuthService } from './operator-auth.service.js';

/** The operator console's sign-in, token refresh, sign-out and who is signed in. */
export function operatorAuthRoutes(
  app: FastifyInstance,
  {
    auth,
    sessions,
    guards,
    rateLimitPerMinute,
  }: { auth: OperatorAuthService; sessions: SessionService; guards: Guards; rateLimitPerMinute: number },
) {
  const limited = { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } };
  servePublicArea(
    app,
    { area: operatorAuthApi, schemas: operatorAuthSchemas, routes: { login: { config: limited }, refresh: { config: limited } } },
    {
      login: ({ input, request }) => auth.login(input, requestMeta(request)),
      refresh: ({ input }) => sessions.refresh(input.refreshToken, 'operator'),
    },
  );
  serveOperatorArea(
    app,
    guards.operator,
    { area: operatorSessionApi, schemas: operatorSessionSchemas },
    {
      logout: async ({ sessionId }) => {
        await sessions.logout(sessionId);
        return true;
      },
      permissionInfo: ({ operatorId }) => auth.permissionInfo(operatorId),
    },
  );
}
