import { AuthTokensSchema, OperatorLoginSchema, PermissionInfoSchema, RefreshTokenQuery } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorGuard, requireOperator } from '../../http/authenticate.js';
import { ok, replies } from '../../http/envelope.js';
import { requestMeta } from '../../http/request-meta.js';
import type { SessionService } from '../auth/sessions.service.js';
import type { OperatorAuthService } from './operator-auth.service.js';

export async function operatorAuthRoutes(
  app: FastifyInstance,
  { auth, sessions, rateLimitPerMinute }: { auth: OperatorAuthService; sessions: SessionService; rateLimitPerMinute: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator auth'];
  const limited = { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } };
  const guard = operatorGuard(sessions);

  r.post(
    '/admin-api/system/auth/login',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Operator sign-in (image captcha when enabled)',
        body: OperatorLoginSchema,
        response: replies(AuthTokensSchema),
      },
    },
    async (request) => ok(await auth.login(request.body, requestMeta(request))),
  );

  r.post(
    '/admin-api/system/auth/refresh-token',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Rotate operator tokens; a reused refresh token ends the session',
        querystring: RefreshTokenQuery,
        response: replies(AuthTokensSchema),
      },
    },
    async (request) => ok(await sessions.refresh(request.query.refreshToken, 'operator')),
  );

  r.post(
    '/admin-api/system/auth/logout',
    {
      preHandler: guard,
      schema: { tags, summary: 'End the operator session now', response: replies(z.boolean()) },
    },
    async (request) => {
      await sessions.logout(requireOperator(request).sessionId);
      return ok(true);
    },
  );

  r.get(
    '/admin-api/system/auth/get-permission-info',
    {
      preHandler: guard,
      schema: { tags, summary: 'The signed-in operator with roles and permissions', response: replies(PermissionInfoSchema) },
    },
    async (request) => ok(await auth.permissionInfo(requireOperator(request).operatorId)),
  );
}
