import { SUB_ACCOUNT_STATUS, type MemberBrief, type PageResult, type SubAccount } from '@cloudphone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../infra/clock.js';
import type { CodeService } from '../auth/codes.service.js';
import type { SessionService } from '../auth/sessions.service.js';
import { createMembersRepo, MEMBER_STATUS } from '../member/members.repo.js';
import type { NoticesService } from '../notices/notices.service.js';
import { createPaternityRepo, type PaternityRepo } from './paternity.repo.js';
import { subAccountAddedNotice } from './sub-account-notice.js';

/**
 * Ends the owner's grants to a member (the sharing module: rows, audit trail, the grantee's
 * streams); answers how many ended.
 */
export type EndGrantsTo = (ownerId: number, granteeId: number, ip: string) => Promise<number>;

interface Deps {
  db: Db;
  clock: Clock;
  sessions: SessionService;
  /** The SMS codes of the auth module: adding needs the one sent to the account's phone. */
  codes: Pick<CodeService, 'verify'>;
  notices: Pick<NoticesService, 'send'>;
  endGrantsTo: EndGrantsTo;
  log: FastifyBaseLogger;
}

/** Members see one status: disabled, whoever disabled it (an operator or the owner). */
const shownStatus = (status: number) => (status === MEMBER_STATUS.normal ? SUB_ACCOUNT_STATUS.enabled : SUB_ACCOUNT_STATUS.disabled);
const toBrief = (m: MemberBrief): MemberBrief => ({ id: m.id, phone: m.phone, nickname: m.nickname, status: shownStatus(m.status) });

/**
 * Sub-accounts (decision 025): an owner attaches accounts that have no phones of their own and no
 * other owner, with their holder's consent (the SMS code sent to the account's phone), may disable
 * them (status 2, apart from an operator's 1) and detaches them.
 */
export function createSubAccountsService({ db, clock, sessions, codes, notices, endGrantsTo, log }: Deps) {
  const repo = createPaternityRepo(db);

  /** Runs `work` with the attachment locked; SUB_ACCOUNT_NOT_FOUND when the member is not the owner's. */
  const withOwn = (ownerId: number, childId: number, work: (locked: PaternityRepo) => Promise<void>) =>
    db.transaction(async (tx) => {
      const locked = createPaternityRepo(tx);
      if (!(await locked.hold(ownerId, childId))) throw new AppError('SUB_ACCOUNT_NOT_FOUND');
      await work(locked);
    });

  async function tell(ownerId: number, child: MemberBrief) {
    const owner = await createMembersRepo(db).findById(ownerId);
    if (!owner) return;
    // The attachment stands whether or not the notice could be written.
    await notices.send({ ...subAccountAddedNotice(owner), memberPhone: child.phone }).catch((err: unknown) => {
      log.error({ err, memberId: child.id }, 'sub-account notice not sent');
    });
  }

  return {
    async page(ownerId: number, phonePart: string | undefined, pageNo: number, pageSize: number): Promise<PageResult<SubAccount>> {
      const { rows, total } = await repo.page(ownerId, phonePart || undefined, pageNo, pageSize);
      const grants = await repo.liveGrantCounts(
        ownerId,
        rows.map((r) => r.id),
        clock.now(),
      );
      const list = rows.map((r) => ({ ...toBrief(r), createTime: r.attachedAt.getTime(), phoneCount: grants.get(r.id) ?? 0 }));
      return { list, total };
    },

    /** Says whether a number is registered: the route limits how often a member may ask. */
    async byPhone(phone: string): Promise<MemberBrief | null> {
      const member = await repo.memberByPhone(phone);
      return member ? toBrief(member) : null;
    },

    /**
     * Attaches the account with this number to the owner, given the code its holder received
     * (scene 'paternity'); answers its id. The code is spent with the attachment, so a refusal
     * leaves it usable.
     */
    async add(ownerId: number, phone: string, code: string): Promise<number> {
      const child = await repo.memberByPhone(phone);
      if (!child) throw new AppError('ACCREDIT_ACCOUNT_UNKNOWN');
      if (child.id === ownerId) throw new AppError('SUB_ACCOUNT_SELF');
      const refuseAttached = (parentId: number | undefined) => {
        if (parentId === ownerId) throw new AppError('SUB_ACCOUNT_EXISTS');
        if (parentId !== undefined) throw new AppError('SUB_ACCOUNT_TAKEN');
      };
      if ((await repo.parentOf(child.id)) === ownerId) throw new AppError('SUB_ACCOUNT_EXISTS');
      if (child.status !== MEMBER_STATUS.normal) throw new AppError('ACCREDIT_ACCOUNT_DISABLED');
      await db.transaction(async (tx) => {
        const locked = createPaternityRepo(tx);
        // The code comes before anything queryMemberByPhone does not tell: whether the account has
        // phones or another owner is for its holder to let be known.
        await codes.verify(tx, 'sms', phone, 'paternity', code, { consume: true }).catch(async (err: unknown) => {
          // Only the right code hears "used": spent by a request that attached the account
          // first (this owner's twin, or another owner), say which.
          if (err instanceof AppError && err.errorName === 'SMS_CODE_USED') refuseAttached(await locked.parentOf(child.id));
          throw err;
        });
        refuseAttached(await locked.parentOf(child.id));
        if (await locked.hasOwnPhones(child.id)) throw new AppError('SUB_ACCOUNT_HAS_PHONES');
        if (!(await locked.attach(ownerId, child.id, clock.now()))) {
          // Attached by another request meanwhile (the unique index on the child decides): say which.
          refuseAttached(await locked.parentOf(child.id));
          throw new AppError('SUB_ACCOUNT_TAKEN');
        }
      });
      await tell(ownerId, child);
      return child.id;
    },

    /**
     * Enables or disables one of the owner's sub-accounts. Disabling ends every session of it now,
     * on every node, whatever the session cache; enabling lifts the owner's disable only.
     */
    async setStatus(ownerId: number, childId: number, status: number) {
      const disable = status === SUB_ACCOUNT_STATUS.disabled;
      await withOwn(ownerId, childId, (locked) => (disable ? locked.disableByOwner(childId) : locked.liftOwnerDisable(childId)));
      if (disable) await sessions.revokeAll('member', childId, 'disabled');
      return true;
    },

    /** Detaches a sub-account: enabled again (unless an operator disabled it), the owner's grants to it end. */
    async remove(ownerId: number, childId: number, ip: string) {
      await withOwn(ownerId, childId, async (locked) => {
        await locked.detach(ownerId, childId);
        await locked.liftOwnerDisable(childId);
      });
      await endGrantsTo(ownerId, childId, ip);
      return true;
    },
  };
}
export type SubAccountsService = ReturnType<typeof createSubAccountsService>;
