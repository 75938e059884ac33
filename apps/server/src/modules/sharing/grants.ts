import { ACCREDIT_OPERATE, type AuditAction, type BusChannels, type ErrorName } from '@cloudphone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../infra/clock.js';
import { recordAudit, type AuditEntry } from '../phone-audit/phone-audit.repo.js';
import { createAccreditRepo, type AccreditRepo, type GrantRow, type LockedPhone } from './accredit.repo.js';

/** Closes a grantee's sockets on a phone, on every node (sessions.sockets.endGrant). */
export type EndGrant = (event: BusChannels['grant-ended']) => Promise<void>;

export interface GrantRequest {
  ownerId: number;
  granteeId: number;
  phoneIds: readonly number[];
  accreditType: number;
  expireTime: Date;
  ip: string | null;
}

/** The audit entry of something that happened to a grant; kept for the grant's owner. */
export const grantAudit = (grant: GrantRow, owlId: string, action: AuditAction, ip: string | null, at: Date): AuditEntry => ({
  ownerId: grant.ownerId,
  phoneId: grant.phoneId,
  owlId,
  action,
  actorId: grant.ownerId,
  granteeId: grant.granteeId,
  ip,
  at,
});

/** An expired grant's entry is dated at its expiry, whenever it is swept. */
export const expiryAudit = (grant: GrantRow, owlId: string) => grantAudit(grant, owlId, 'expire', null, grant.expireTime);

/** Why the owner cannot grant this phone now, or null when they can. */
function refusal(ownerId: number, phone: LockedPhone | undefined, live: readonly GrantRow[]): ErrorName | null {
  if (!phone || phone.recycled) return 'PHONE_NOT_FOUND';
  if (phone.memberId !== ownerId)
    return live.some((g) => g.phoneId === phone.id && g.granteeId === ownerId) ? 'ACCREDIT_OWNER_ONLY' : 'PHONE_NOT_FOUND';
  if (live.some((g) => g.phoneId === phone.id)) return 'ACCREDIT_PHONE_GRANTED';
  return null;
}

/**
 * Grants, their changes and their ends, each in one transaction with its audit entries (decision
 * 025: at most one live grant per phone). The phones' rows are locked first, so a concurrent grant
 * or transfer of the same phone waits and then sees this one's outcome. Grantees whose grant ended
 * or shrank to viewing have their sockets on the phone closed once the change is committed.
 */
export function createGrants({ db, clock, endGrant, log }: { db: Db; clock: Clock; endGrant: EndGrant; log: FastifyBaseLogger }) {
  /** After the commit: the change stands whatever happens here, so a failure is logged, not answered. */
  const announce = async (grants: ReadonlyArray<Pick<GrantRow, 'granteeId' | 'phoneId'>>, reason: 'recalled' | 'expired') => {
    await Promise.all(
      grants.map((g) =>
        endGrant({ memberId: g.granteeId, phoneId: g.phoneId, reason }).catch((err: unknown) =>
          log.error({ err, memberId: g.granteeId, phoneId: g.phoneId }, 'grant ended, sockets not told'),
        ),
      ),
    );
  };

  return {
    announce,

    /** Grants every phone of the request, or none: the first refusal is the answer. Relation ids in the order asked. */
    async grant(req: GrantRequest): Promise<number[]> {
      const now = clock.now();
      if (req.expireTime.getTime() <= now.getTime()) throw new AppError('ACCREDIT_EXPIRE_PAST');
      const { made, ended } = await db.transaction(async (tx) => {
        const repo = createAccreditRepo(tx);
        const locked = await repo.lockPhones(req.phoneIds);
        const live = await repo.liveOn(req.phoneIds, now);
        for (const phoneId of req.phoneIds) {
          const refused = refusal(req.ownerId, locked.get(phoneId), live);
          if (refused) throw new AppError(refused);
        }
        const ended = await repo.deleteEnded(req.phoneIds, req.granteeId, now);
        const made = await repo.insert(
          req.phoneIds.map((phoneId) => ({
            phoneId,
            ownerId: req.ownerId,
            granteeId: req.granteeId,
            accreditType: req.accreditType,
            expireTime: req.expireTime,
            createdAt: now,
          })),
        );
        const owl = (g: GrantRow) => locked.get(g.phoneId)!.owlId;
        await recordAudit(tx, [
          ...ended.map((g) => expiryAudit(g, owl(g))),
          ...made.map((g) => grantAudit(g, owl(g), 'accredit', req.ip, now)),
        ]);
        return { made, ended };
      });
      await announce(ended, 'expired');
      const idOf = new Map(made.map((g) => [g.phoneId, g.id]));
      return req.phoneIds.map((phoneId) => idOf.get(phoneId)!);
    },

    /** Changes the type or expiry of one of the owner's live grants; lowering operate to view closes the grantee's sockets. */
    async update(ownerId: number, relationId: number, change: { accreditType: number; expireTime: Date }, ip: string | null) {
      const now = clock.now();
      if (change.expireTime.getTime() <= now.getTime()) throw new AppError('ACCREDIT_EXPIRE_PAST');
      const before = await db.transaction(async (tx) => {
        const repo = createAccreditRepo(tx);
        const [found] = await repo.liveByIds(ownerId, [relationId], now);
        if (!found) throw new AppError('ACCREDIT_NOT_GRANTED');
        const locked = await repo.lockPhones([found.phoneId]);
        const before = await repo.updateLive(ownerId, relationId, now, change);
        if (!before) throw new AppError('ACCREDIT_NOT_GRANTED');
        await recordAudit(tx, grantAudit(before, locked.get(before.phoneId)!.owlId, 'update', ip, now));
        return before;
      });
      if (before.accreditType === ACCREDIT_OPERATE && change.accreditType !== ACCREDIT_OPERATE) await announce([before], 'recalled');
      return true;
    },

    /**
     * Ends the owner's live grants that `pick` finds; with `exactly`, all of that many or none
     * (ACCREDIT_NOT_GRANTED). Answers the grants ended.
     */
    async recall(
      ownerId: number,
      pick: (repo: AccreditRepo, now: Date) => Promise<GrantRow[]>,
      ip: string | null,
      exactly?: number,
    ): Promise<GrantRow[]> {
      const now = clock.now();
      const ended = await db.transaction(async (tx) => {
        const repo = createAccreditRepo(tx);
        const candidates = await pick(repo, now);
        if (exactly !== undefined && candidates.length !== exactly) throw new AppError('ACCREDIT_NOT_GRANTED');
        const locked = await repo.lockPhones([...new Set(candidates.map((g) => g.phoneId))]);
        const ended = await repo.deleteLive(
          ownerId,
          candidates.map((g) => g.id),
          now,
        );
        if (exactly !== undefined && ended.length !== exactly) throw new AppError('ACCREDIT_NOT_GRANTED');
        await recordAudit(
          tx,
          ended.map((g) => grantAudit(g, locked.get(g.phoneId)!.owlId, 'recall', ip, now)),
        );
        return ended;
      });
      await announce(ended, 'recalled');
      return ended;
    },
  };
}
export type Grants = ReturnType<typeof createGrants>;
