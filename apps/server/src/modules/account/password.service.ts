import type { ChangePasswordSchema } from '@cloudphone/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { CodeService } from '../auth/codes.service.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import type { Passwords } from '../auth/passwords.js';
import type { SessionService } from '../auth/sessions.service.js';
import { createMembersRepo } from '../member/members.repo.js';

/**
 * The account center's password change (spec point 5, "8 to 20 letters and digits"): proven by the
 * current password or by an SMS code of scene reset-password sent to the member's own phone. Every
 * other session of the member ends; the one that asked stays. Wrong current passwords count with
 * the sign-in's, so a borrowed session cannot guess the password faster than the sign-in page.
 */
export function createPasswordService({
  db,
  codes,
  sessions,
  throttle,
  passwords,
}: {
  db: Db;
  codes: CodeService;
  sessions: SessionService;
  throttle: LoginThrottle;
  passwords: Passwords;
}) {
  const members = createMembersRepo(db);
  return {
    async change(memberId: number, sessionId: number, input: z.output<typeof ChangePasswordSchema>, ip: string) {
      const member = await members.findById(memberId);
      if (!member) throw new AppError('UNAUTHORIZED');
      if (input.oldPassword !== undefined) {
        if (!member.passwordHash) throw new AppError('ACCOUNT_PASSWORD_NONE');
        await throttle.assertAllowed(member.phone, ip);
        if (!(await passwords.verify(member.passwordHash, input.oldPassword))) {
          await throttle.recordFailure(member.phone, ip);
          throw new AppError('ACCOUNT_PASSWORD_WRONG');
        }
      }
      const passwordHash = await passwords.hash(input.newPassword);
      await db.transaction(async (tx) => {
        // Spent only if the password is written.
        if (input.code !== undefined) await codes.verify(tx, 'sms', member.phone, 'reset-password', input.code, { consume: true });
        await createMembersRepo(tx).setPassword(memberId, passwordHash);
      });
      await throttle.recordSuccess(member.phone, ip);
      await sessions.revokeOthers('member', memberId, sessionId, 'password-reset');
      return true;
    },
  };
}
export type PasswordService = ReturnType<typeof createPasswordService>;
