import {
  OPERATOR_STATUS,
  type ChangeOperatorStatusSchema,
  type CreateOperatorSchema,
  type OperatorRow as OperatorView,
  type ResetOperatorPasswordSchema,
  type UpdateOperatorSchema,
} from '@cloudphone/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../infra/clock.js';
import type { Passwords } from '../auth/passwords.js';
import type { SessionService } from '../auth/sessions.service.js';
import { createOperatorsRepo, toView, type OperatorFilter, type OperatorRow } from './operators.repo.js';

interface Deps {
  db: Db;
  clock: Clock;
  sessions: Pick<SessionService, 'revokeAll' | 'revokeOthers'>;
  passwords: Pick<Passwords, 'hash'>;
}

/** Who is calling, and how the audit log learns the row a write changes. */
export interface Caller {
  operatorId: number;
  sessionId: number;
  auditBefore(row: unknown): void;
}

type Profile = Omit<z.output<typeof UpdateOperatorSchema>, 'userId'>;
const columnsOf = ({ userName, nickName, roles, email, mobile, remark }: Profile) => ({
  username: userName,
  nickname: nickName,
  roles,
  email,
  mobile,
  remark,
});

/**
 * Operators as RuoYi's `/system/user/*` manages them. A change that takes an operator's access
 * away (deletion, a new password, disabling) ends their sessions on every node before it answers;
 * roles are read on every call, so a role change applies to the next one. An operator cannot
 * delete or disable themselves, nor drop their own admin role, so the console always keeps one
 * operator who can undo a mistake.
 */
export function createOperatorsAdminService({ db, clock, sessions, passwords }: Deps) {
  const operators = createOperatorsRepo(db);

  /** Locks the row, hands it to the audit log as it was, and runs the change; 404 when there is none. */
  async function change<T>(
    caller: Caller,
    userId: number,
    apply: (row: OperatorRow, repo: ReturnType<typeof createOperatorsRepo>) => Promise<T>,
  ) {
    return db.transaction(async (tx) => {
      const repo = createOperatorsRepo(tx);
      const row = await repo.lockById(userId);
      if (!row) throw new AppError('OPERATOR_NOT_FOUND');
      caller.auditBefore(toView(row));
      return apply(row, repo);
    });
  }

  const taken = (userName: string) => new AppError('OPERATOR_NAME_TAKEN', { userName });

  return {
    page: (filter: OperatorFilter, pageNo: number, pageSize: number) => operators.page(filter, pageNo, pageSize),
    each: (filter: OperatorFilter) => operators.each(filter),

    async get(userId: number): Promise<OperatorView> {
      const row = await operators.findById(userId);
      if (!row) throw new AppError('OPERATOR_NOT_FOUND');
      return toView(row);
    },

    async create(input: z.output<typeof CreateOperatorSchema>) {
      const row = await operators.create({ ...columnsOf(input), passwordHash: await passwords.hash(input.password) });
      if (!row) throw taken(input.userName);
      return row.id;
    },

    async update(caller: Caller, input: z.output<typeof UpdateOperatorSchema>) {
      try {
        await change(caller, input.userId, async (row, repo) => {
          if (row.id === caller.operatorId && row.roles.includes('admin') && !input.roles.includes('admin'))
            throw new AppError('OPERATOR_SELF_ADMIN');
          await repo.update(row.id, columnsOf(input), clock.now());
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw taken(input.userName);
        throw err;
      }
      return true;
    },

    async remove(caller: Caller, userId: number) {
      if (userId === caller.operatorId) throw new AppError('OPERATOR_SELF_DELETE');
      await change(caller, userId, (row, repo) => repo.remove(row.id));
      // Their tokens already fail (no operator behind them); this closes their sockets too.
      await sessions.revokeAll('operator', userId, 'deleted');
      return true;
    },

    async resetPassword(caller: Caller, input: z.output<typeof ResetOperatorPasswordSchema>) {
      const passwordHash = await passwords.hash(input.password);
      await change(caller, input.userId, (row, repo) => repo.update(row.id, { passwordHash }, clock.now()));
      // Resetting one's own password keeps the session it was done from.
      await sessions.revokeOthers('operator', input.userId, input.userId === caller.operatorId ? caller.sessionId : null, 'password-reset');
      return true;
    },

    async changeStatus(caller: Caller, input: z.output<typeof ChangeOperatorStatusSchema>) {
      if (input.userId === caller.operatorId && input.status === OPERATOR_STATUS.disabled) throw new AppError('OPERATOR_SELF_DISABLE');
      await change(caller, input.userId, (row, repo) => repo.update(row.id, { status: input.status }, clock.now()));
      if (input.status === OPERATOR_STATUS.disabled) await sessions.revokeAll('operator', input.userId, 'disabled');
      return true;
    },
  };
}
export type OperatorsAdminService = ReturnType<typeof createOperatorsAdminService>;
