import {
  BUSINESS_STATUS,
  FAILED_STATUSES,
  PHONE_STATUS,
  TRANSITIONAL_STATUSES,
  type AccreditedRow,
  type AccreditListQuerySchema,
  type AccreditPhoneQuerySchema,
  type AccreditPhoneRow,
  type AccreditRow,
  type AccreditedListQuerySchema,
  type PageResult,
} from '@cloudphone/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { createGrantListsRepo } from './grant-lists.repo.js';

/**
 * A phone's state as its grant row shows it (spec point 4: 1 green, others red): the rental ran
 * out, the device is abnormal (maintenance, a failed operation), or it is mid-operation.
 */
export function businessStatusOf(deviceStatus: number, rentalExpire: Date, now: Date): number {
  if (rentalExpire.getTime() <= now.getTime()) return BUSINESS_STATUS.expired;
  if (
    deviceStatus === PHONE_STATUS.abnormal ||
    deviceStatus === PHONE_STATUS.maintenance ||
    FAILED_STATUSES.includes(deviceStatus as never)
  )
    return BUSINESS_STATUS.abnormal;
  if (TRANSITIONAL_STATUSES.includes(deviceStatus as never)) return BUSINESS_STATUS.busy;
  return BUSINESS_STATUS.normal;
}

interface PhoneFields {
  phoneId: number;
  owlId: string;
  phoneAlias: string;
  deviceStatus: number;
  rentalExpire: Date;
}

/** The three authorization lists: grants I made, grants made to me, and my phones with theirs. */
export function createGrantLists({ db, clock }: { db: Db; clock: Clock }) {
  const repo = createGrantListsRepo(db);

  /** Rows as the list answers them: the phone's fields (with the viewer's tags on it) and the list's own. */
  async function answer<R extends PhoneFields, O>(viewerId: number, now: Date, found: { rows: R[]; total: number }, own: (row: R) => O) {
    const tags = await repo.tagsOf(
      viewerId,
      found.rows.map((r) => r.phoneId),
    );
    const list = found.rows.map((r) => ({
      phoneId: r.phoneId,
      owlId: r.owlId,
      phoneAlias: r.phoneAlias,
      phoneTags: tags.get(r.phoneId) ?? [],
      businessStatus: businessStatusOf(r.deviceStatus, r.rentalExpire, now),
      ...own(r),
    }));
    return { list, total: found.total };
  }
  const grantFields = (g: { relationId: number; accreditType: number; createdAt: Date; expireTime: Date }) => ({
    relationId: g.relationId,
    accreditType: g.accreditType,
    accredit: true,
    createTime: g.createdAt.getTime(),
    expireTime: g.expireTime.getTime(),
  });

  return {
    async grantsBy(ownerId: number, q: z.output<typeof AccreditListQuerySchema>): Promise<PageResult<AccreditRow>> {
      const now = clock.now();
      return answer(ownerId, now, await repo.grantsBy(ownerId, now, q), (r) => ({ ...grantFields(r), subMemberPhone: r.subMemberPhone }));
    },

    /**
     * Grants made to me. The tags are mine: a tag shows only to the member who made it, as in the
     * phone list, so an owner's labels do not travel with the grant.
     */
    async grantsTo(granteeId: number, q: z.output<typeof AccreditedListQuerySchema>): Promise<PageResult<AccreditedRow>> {
      const now = clock.now();
      return answer(granteeId, now, await repo.grantsTo(granteeId, now, q), (r) => ({ ...grantFields(r), memberPhone: r.memberPhone }));
    },

    async ownPhones(ownerId: number, q: z.output<typeof AccreditPhoneQuerySchema>): Promise<PageResult<AccreditPhoneRow>> {
      const now = clock.now();
      return answer(ownerId, now, await repo.ownPhones(ownerId, now, q), (r) => ({
        accredit: r.relationId !== null,
        relationId: r.relationId,
        accreditType: r.accreditType,
        createTime: r.createdAt?.getTime() ?? null,
        expireTime: r.expireTime?.getTime() ?? null,
        subMemberPhone: r.subMemberPhone,
      }));
    },
  };
}
export type GrantLists = ReturnType<typeof createGrantLists>;
