import {
  AuthTokensSchema,
  SocialAuthRedirectQuery,
  SocialBindSchema,
  SocialLoginResultSchema,
  SocialLoginSchema,
} from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, replies } from '../../http/envelope.js';
import { requestMeta } from '../../http/request-meta.js';
import type { SocialService } from './social.service.js';

interface Deps {
  social: SocialService;
  rateLimitPerMinute: number;
}

export async function socialRoutes(app: FastifyInstance, { social, rateLimitPerMinute }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } };
  const tags = ['member auth'];

  r.get(
    '/app-api/member/auth/social-auth-redirect',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Start a social sign-in: the provider authorization URL (state single use, 10 minutes; redirectUri on PUBLIC_URL only)',
        querystring: SocialAuthRedirectQuery,
        response: replies(z.string()),
      },
    },
    async (request) => ok(await social.authorizationUrl(request.query.type, request.query.redirectUri)),
  );

  r.post(
    '/app-api/member/auth/social-login',
    {
      config: limited,
      schema: {
        tags,
        summary:
          'Finish a social sign-in with the code and state from the provider: a session, or a bind ticket when no phone is bound yet',
        body: SocialLoginSchema,
        response: replies(SocialLoginResultSchema),
      },
    },
    async (request) => ok(await social.login(request.body, requestMeta(request))),
  );

  r.post(
    '/app-api/member/auth/social-bind',
    {
      config: limited,
      schema: {
        tags,
        summary: "Bind a phone (SMS code, scene 'bind') to a new social identity; an unknown phone gets an account",
        body: SocialBindSchema,
        response: replies(AuthTokensSchema),
      },
    },
    async (request) => ok(await social.bind(request.body, requestMeta(request))),
  );
}
