import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Bus } from '../../infra/bus.js';
import type { Clock } from '../../infra/clock.js';
import { accessiblePhones } from '../phone-access/phone-access.repo.js';
import { recordAudit } from '../phone-audit/phone-audit.repo.js';
import { CONTROL_LOCK_TTL_SECONDS, type ControlLease, type ControlLocks, type HandoverClaim } from './control-lock.js';
import type { PlaySession } from './play-session.js';

/** How often the owner's node looks whether the grantee's node has given the slot up. */
const POLL_MS = 50;
/**
 * How long it waits for that: a live node gives it up as soon as the bus brings the request; a
 * dead one's slot lapses within the TTL.
 */
const WAIT_MS = (CONTROL_LOCK_TTL_SECONDS + 1) * 1000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Hand-over (issue 16): the owner watching a phone its grantee controls takes the control slot.
 * The owner first claims the slot (control-lock.ts: nobody else may take it meanwhile), asks on
 * the bus for it ('play-control' taken: the grantee's node, whichever it is, suspends the
 * grantee's session and releases the slot), then takes it when it is free. The grantee never
 * loses its session and its input stops before the owner's starts (the slot is only taken once
 * released or lapsed). The owner's lease carries the claim: when the owner's stream closes, both
 * go and 'returned' lets the grantee's session take the slot back. All the state is in the shared
 * KV and the events on the bus, so the owner and the grantee may be on different nodes.
 */
export function createHandovers({
  db,
  bus,
  clock,
  locks,
  log,
}: {
  db: Db;
  bus: Bus;
  clock: Clock;
  locks: ControlLocks;
  log: FastifyBaseLogger;
}) {
  const taking = new WeakSet<PlaySession>();

  /** The grantee of the phone whose session holds its slot now, if one does. */
  async function granteeHolding(phoneId: number): Promise<number | undefined> {
    const holder = await locks.holder(phoneId);
    if (holder === undefined) return undefined;
    const held = (await accessiblePhones(db, holder, [phoneId], clock.now())).get(phoneId);
    return held && !held.own ? holder : undefined;
  }

  /** The owner's lease with its claim: renewed together, and the release hands the slot back to the grantee. */
  function withClaim(lease: ControlLease, claim: HandoverClaim, returned: () => Promise<void>): ControlLease {
    return {
      phoneId: lease.phoneId,
      held: () => lease.held(),
      async renew() {
        const kept = await lease.renew();
        if (kept) await claim.renew();
        return kept;
      },
      async release() {
        await lease.release();
        await claim.release();
        await returned();
      },
    };
  }

  async function waitForSlot(phoneId: number, ownerId: number, session: PlaySession) {
    const until = Date.now() + WAIT_MS;
    for (;;) {
      const lease = await locks.acquire(phoneId, ownerId);
      if (lease || session.ended || Date.now() >= until) return lease;
      await pause(POLL_MS);
    }
  }

  async function take(session: PlaySession, seq: number, ip: string | null) {
    const { phoneId, memberId: ownerId } = session;
    const grantee = await granteeHolding(phoneId);
    if (grantee === undefined) {
      // The grantee left meanwhile: the owner who asked to take over may simply take the free slot.
      const free = await locks.acquire(phoneId, ownerId);
      if (!free) return session.refuse(seq, 'stream.occupied');
      if (!session.grantControl(free)) await free.release();
      return;
    }
    const claim = await locks.claim(phoneId, ownerId);
    if (!claim) return session.refuse(seq, 'stream.occupied');
    const returned = () => bus.publish('play-control', { phoneId, ownerId, event: 'returned' });
    let lease: ControlLease | undefined;
    try {
      await bus.publish('play-control', { phoneId, ownerId, event: 'taken' });
      lease = await waitForSlot(phoneId, ownerId, session);
    } catch (error) {
      // The grantee must not wait for a claim nobody will use: it lapses anyway, this is sooner.
      await claim.release();
      await returned();
      throw error;
    }
    if (!lease) {
      await claim.release();
      await returned();
      if (!session.ended) session.refuse(seq, 'stream.occupied');
      return;
    }
    const owned = withClaim(lease, claim, returned);
    if (session.ended) return owned.release();
    // Written before the owner hears it has control: the grantee has lost it by now either way.
    const entry = { ownerId, phoneId, owlId: session.owlId, action: 'takeControl' as const, actorId: ownerId, granteeId: grantee };
    try {
      await recordAudit(db, { ...entry, ip, at: clock.now() });
    } catch (error) {
      await owned.release();
      throw error;
    }
    if (!session.grantControl(owned)) await owned.release();
  }

  return {
    granteeHolding,

    /**
     * The owner's `take-control`, from the session opened to watch its grantee (`handover`); any
     * other session of the owner's has nothing to take. A second press while one is under way is
     * ignored.
     */
    takeControl(session: PlaySession, seq: number, ip: string | null) {
      if (!session.handover) return session.refuse(seq, 'validation.invalid');
      if (taking.has(session)) return;
      taking.add(session);
      void take(session, seq, ip)
        .catch((err: unknown) => {
          log.error({ err, phoneId: session.phoneId }, 'taking control failed');
          if (!session.ended) session.refuse(seq, 'stream.connectFailed');
        })
        .finally(() => taking.delete(session));
    },
  };
}
export type Handovers = ReturnType<typeof createHandovers>;
