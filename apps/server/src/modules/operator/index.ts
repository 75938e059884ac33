import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../http/authenticate.js';
import type { Kv } from '../../infra/kv.js';
import type { Auth } from '../auth/index.js';
import { createLoginThrottle } from '../auth/login-throttle.js';
import { operatorAuthRoutes } from './operator-auth.routes.js';
import { createOperatorAuthService } from './operator-auth.service.js';

/** The operator console's sign-in and session (ARCHITECTURE.md 5). */
export function registerOperator(
  app: FastifyInstance,
  { db, kv, auth, guards, rateLimitPerMinute }: { db: Db; kv: Kv; auth: Auth; guards: Guards; rateLimitPerMinute: number },
) {
  const { sessions, captcha, loginLimits } = auth;
  const throttle = createLoginThrottle(kv, { ...loginLimits, scope: 'operator', lockedError: 'OPERATOR_LOCKED' });
  const service = createOperatorAuthService({ db, sessions, captcha, throttle });
  operatorAuthRoutes(app, { auth: service, sessions, guards, rateLimitPerMinute });
}
