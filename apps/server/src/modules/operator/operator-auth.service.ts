import { permissionsOfRoles, type OperatorLoginSchema, type PermissionInfo } from '@cloudphone/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { CaptchaService } from '../auth/captcha.service.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import type { Passwords } from '../auth/passwords.js';
import type { SessionService } from '../auth/sessions.service.js';
import { createOperatorsRepo } from './operators.repo.js';

interface Deps {
  db: Db;
  sessions: SessionService;
  captcha: CaptchaService;
  throttle: LoginThrottle;
  passwords: Passwords;
}

/** Sign-in for the operator console: a separate kind of account, never a member. */
export function createOperatorAuthService({ db, sessions, captcha, throttle, passwords }: Deps) {
  const operators = createOperatorsRepo(db);

  return {
    async login(input: z.output<typeof OperatorLoginSchema>, meta: { ip?: string | undefined; userAgent?: string | undefined }) {
      await captcha.verify(input.uuid, input.code, { consume: true });
      await throttle.assertAllowed(input.username, meta.ip);
      const operator = await operators.findByUsername(input.username);
      const right = operator ? await passwords.verify(operator.passwordHash, input.password) : await passwords.dummyVerify(input.password);
      if (!operator || !right) {
        await throttle.recordFailure(input.username, meta.ip);
        throw new AppError('OPERATOR_BAD_CREDENTIALS');
      }
      if (operator.status !== 0) throw new AppError('OPERATOR_DISABLED');
      await throttle.recordSuccess(input.username, meta.ip);
      const rehashed = passwords.outdated(operator.passwordHash) ? await passwords.hash(input.password) : null;
      // One session per operator, as for members: the previous one ends ("signed in elsewhere").
      const { tokens, revoked } = await db.transaction(async (tx) => {
        const opened = await sessions.open(tx, 'operator', operator.id, { loginType: 'password', ip: meta.ip, userAgent: meta.userAgent });
        await createOperatorsRepo(tx).recordLogin(operator.id, meta.ip);
        if (rehashed) await createOperatorsRepo(tx).setPasswordHash(operator.id, rehashed);
        return opened;
      });
      await sessions.announceOccupied(revoked);
      return tokens;
    },

    async permissionInfo(operatorId: number): Promise<PermissionInfo> {
      const operator = await operators.findById(operatorId);
      if (!operator) throw new AppError('UNAUTHORIZED');
      return {
        user: { id: operator.id, username: operator.username, nickname: operator.nickname },
        roles: operator.roles,
        permissions: permissionsOfRoles(operator.roles),
      };
    },
  };
}
export type OperatorAuthService = ReturnType<typeof createOperatorAuthService>;
