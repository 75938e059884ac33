import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../http/authenticate.js';
import type { Clock } from '../../infra/clock.js';
import type { Kv } from '../../infra/kv.js';
import type { Auth } from '../auth/index.js';
import { createLoginThrottle } from '../auth/login-throttle.js';
import type { Passwords } from '../auth/passwords.js';
import type { SessionService } from '../auth/sessions.service.js';
import { operatorAuthRoutes } from './operator-auth.routes.js';
import { createOperatorAuthService } from './operator-auth.service.js';
import { createOperatorImport } from './operator-import.js';
import { createOperatorsAdminService } from './operators-admin.service.js';
import { operatorsAdminRoutes } from './operators-admin.routes.js';

/** The operator console's sign-in and session (ARCHITECTURE.md 5). */
export function registerOperator(
  app: FastifyInstance,
  { db, kv, auth, guards, rateLimitPerMinute }: { db: Db; kv: Kv; auth: Auth; guards: Guards; rateLimitPerMinute: number },
) {
  const { sessions, captcha, loginLimits } = auth;
  const throttle = createLoginThrottle(kv, { ...loginLimits, scope: 'operator', lockedError: 'OPERATOR_LOCKED' });
  const service = createOperatorAuthService({ db, sessions, captcha, throttle, passwords: auth.passwords });
  operatorAuthRoutes(app, { auth: service, sessions, guards, rateLimitPerMinute });
}

/** Operators and roles for the operator console (issue 19, `/system/user/*`, `/system/role/*`). */
export function registerOperatorsAdmin(
  app: FastifyInstance,
  { db, clock, guards, sessions, passwords }: { db: Db; clock: Clock; guards: Guards; sessions: SessionService; passwords: Passwords },
) {
  const operators = createOperatorsAdminService({ db, clock, sessions, passwords });
  // A plugin of its own, so the multipart parser serves the import and nothing else.
  void app.register(operatorsAdminRoutes, { guards, operators, imports: createOperatorImport({ db, clock, passwords }) });
  return operators;
}
