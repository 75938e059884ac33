import { errorCatalogue, translate, type AddMaintainerAllotSchema, type Locale, type OperationResults } from '@cloudphone/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../infra/clock.js';
import { MEMBER_STATUS } from '../member/members.repo.js';
import { createAccreditRepo } from './accredit.repo.js';
import type { Grants } from './grants.js';
import { createKeyAccountRepo } from './key-account.repo.js';
import '../../http/server-messages.js';

/**
 * The key-account calls (decision 025's table): grants of the owner's phones, or a group's, to one
 * of the owner's sub-accounts, made a phone at a time (a result each), and taken back by phones,
 * by group or all at once (how many ended).
 */
export function createKeyAccountService({ db, clock, grants }: { db: Db; clock: Clock; grants: Grants }) {
  const repo = createKeyAccountRepo(db);

  async function subAccount(ownerId: number, subMemberId: number) {
    const sub = await repo.subAccount(ownerId, subMemberId);
    if (!sub) throw new AppError('SUB_ACCOUNT_NOT_FOUND');
    return sub;
  }

  async function groupPhones(ownerId: number, groupId: number) {
    const phoneIds = await repo.groupPhones(ownerId, groupId);
    if (!phoneIds) throw new AppError('GROUP_NOT_FOUND');
    return phoneIds;
  }

  /** Ends the owner's live grants to the member (on `phoneIds` only, when given); answers how many. */
  async function endGrantsTo(ownerId: number, granteeId: number, ip: string | null, phoneIds?: readonly number[]) {
    if (phoneIds?.length === 0) return 0;
    const ended = await grants.recall(ownerId, (accredits, now) => accredits.liveTo(ownerId, granteeId, now, phoneIds), ip);
    return ended.length;
  }

  /** The phones a group grant is for: the group's phones, refused when none of them can be granted now. */
  async function grantableInGroup(ownerId: number, groupId: number) {
    const phoneIds = await groupPhones(ownerId, groupId);
    const granted = new Set((await createAccreditRepo(db).liveOn(phoneIds, clock.now())).map((g) => g.phoneId));
    if (!phoneIds.some((id) => !granted.has(id))) throw new AppError('SUB_ACCOUNT_GROUP_EMPTY');
    return phoneIds;
  }

  return {
    endGrantsTo: (ownerId: number, granteeId: number, ip: string | null) => endGrantsTo(ownerId, granteeId, ip),

    async addMaintainerAllot(
      ownerId: number,
      input: z.output<typeof AddMaintainerAllotSchema>,
      ip: string | null,
      locale: Locale,
    ): Promise<OperationResults> {
      const sub = await subAccount(ownerId, input.subMemberId);
      const expireTime = new Date(input.expireTime);
      if (expireTime.getTime() <= clock.now().getTime()) throw new AppError('ACCREDIT_EXPIRE_PAST');
      if (sub.status !== MEMBER_STATUS.normal) throw new AppError('ACCREDIT_ACCOUNT_DISABLED');
      const phoneIds = input.phoneIds ?? (await grantableInGroup(ownerId, input.groupId!));
      const results: OperationResults['results'] = [];
      for (const phoneId of phoneIds) {
        try {
          await grants.grant({ ownerId, granteeId: sub.id, phoneIds: [phoneId], accreditType: input.accreditType, expireTime, ip });
          results.push({ phoneId, ok: true, msg: translate('phones.ok', locale) });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({ phoneId, ok: false, msg: translate(errorCatalogue[error.errorName].message, locale, error.params) });
        }
      }
      return { results };
    },

    async deleteMaintainerAllot(ownerId: number, subMemberId: number, ip: string | null) {
      await subAccount(ownerId, subMemberId);
      return endGrantsTo(ownerId, subMemberId, ip);
    },

    async deleteDevicesAllot(ownerId: number, subMemberId: number, phoneIds: number[], ip: string | null) {
      await subAccount(ownerId, subMemberId);
      return endGrantsTo(ownerId, subMemberId, ip, phoneIds);
    },

    async cancelDeviceGroup(ownerId: number, subMemberId: number, groupId: number, ip: string | null) {
      await subAccount(ownerId, subMemberId);
      return endGrantsTo(ownerId, subMemberId, ip, await groupPhones(ownerId, groupId));
    },
  };
}
export type KeyAccountService = ReturnType<typeof createKeyAccountService>;
