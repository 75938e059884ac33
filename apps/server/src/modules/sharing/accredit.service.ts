import type { ErrorName } from '@cloudphone/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../infra/clock.js';
import { createMembersRepo, MEMBER_STATUS } from '../member/members.repo.js';
import type { Grants } from './grants.js';

/** The refusals of an account named by its phone number: grants and transfers each have theirs. */
export interface AccountRefusals {
  unknown: ErrorName;
  self: ErrorName;
  disabled: ErrorName;
}
export const GRANTEE_REFUSALS: AccountRefusals = {
  unknown: 'ACCREDIT_ACCOUNT_UNKNOWN',
  self: 'ACCREDIT_ACCOUNT_SELF',
  disabled: 'ACCREDIT_ACCOUNT_DISABLED',
};

/** The member another account names by phone number: one that exists, is not the caller, and is enabled. */
export async function otherAccount(db: Db, callerId: number, phone: string, refusals: AccountRefusals): Promise<number> {
  const member = await createMembersRepo(db).findByPhone(phone);
  if (!member) throw new AppError(refusals.unknown);
  if (member.id === callerId) throw new AppError(refusals.self);
  if (member.status !== MEMBER_STATUS.normal) throw new AppError(refusals.disabled);
  return member.id;
}

interface GrantInput {
  subMemberPhone: string;
  accreditType: number;
  expireTime: number;
}

/** The owner's grant endpoints (spec point 8): grant, change, recall, one or a batch, all or nothing. */
export function createAccreditService({ db, clock, grants }: { db: Db; clock: Clock; grants: Grants }) {
  async function grant(ownerId: number, phoneIds: number[], input: GrantInput, ip: string | null) {
    const expireTime = new Date(input.expireTime);
    // The expiry first: a form sent with a past time is answered that, whatever the account.
    if (expireTime.getTime() <= clock.now().getTime()) throw new AppError('ACCREDIT_EXPIRE_PAST');
    const granteeId = await otherAccount(db, ownerId, input.subMemberPhone, GRANTEE_REFUSALS);
    const relationIds = await grants.grant({ ownerId, granteeId, phoneIds, accreditType: input.accreditType, expireTime, ip });
    return { relationIds };
  }

  return {
    accredit: (ownerId: number, input: GrantInput & { phoneId: number }, ip: string | null) => grant(ownerId, [input.phoneId], input, ip),
    accreditBatch: (ownerId: number, input: GrantInput & { phoneIds: number[] }, ip: string | null) =>
      grant(ownerId, input.phoneIds, input, ip),

    update: (ownerId: number, input: { relationId: number; accreditType: number; expireTime: number }, ip: string | null) =>
      grants.update(ownerId, input.relationId, { accreditType: input.accreditType, expireTime: new Date(input.expireTime) }, ip),

    async recall(ownerId: number, relationId: number, ip: string | null) {
      await grants.recall(ownerId, (repo, now) => repo.liveByIds(ownerId, [relationId], now), ip, 1);
      return true;
    },

    /** All the relations or none; answers how many ended. */
    async recallBatch(ownerId: number, relationIds: number[], ip: string | null) {
      const ended = await grants.recall(ownerId, (repo, now) => repo.liveByIds(ownerId, relationIds, now), ip, relationIds.length);
      return ended.length;
    },
  };
}
export type AccreditService = ReturnType<typeof createAccreditService>;
