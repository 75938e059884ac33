import { translate, type Locale } from '@cloudphone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from '../../infra/bus.js';
import type { Clock } from '../../infra/clock.js';
import { CONTROL_LOCK_HEARTBEAT_MS, type ControlLocks } from './control-lock.js';
import type { GroupFollowers } from './group/group-followers.js';
import { createPlaySession, type PlaySession, type PlaySessionOptions } from './play-session.js';

/** How often idle sessions are checked and browsers pinged. */
const PROBE_MS = 10_000;

/**
 * This node's open play sessions, and what ends them from outside: the reconciler's status pushes
 * and share links ending (both on the bus, so they arrive from any node), the idle check and the
 * control-slot heartbeat. The end of the member's sign-in session or grant reaches them through
 * `sessions.sockets` (stream-socket.ts registers each). A hand-over's two events come on the bus
 * too (handover.ts publishes them): the grantee's session or group follower here gives the slot
 * up, and takes it back once the owner's stream closes (or, should that event be lost, at the
 * next heartbeat after the owner's claim has lapsed).
 */
export function createPlaySessions({ bus, clock, log, locks }: { bus: Bus; clock: Clock; log: FastifyBaseLogger; locks: ControlLocks }) {
  const sessions = new Set<PlaySession>();
  /** The followers of this node's group-control sessions (their master is among `sessions`). */
  const groups = new Set<GroupFollowers>();

  const unsubscribePush = bus.subscribe('to-member', ({ memberId, message }) => {
    if (message.type !== 'phone-status') return;
    const { data } = message;
    // The reconciler sends one push per member concerned: each session reacts to its member's.
    for (const session of sessions) {
      if (session.memberId !== memberId || session.phoneId !== data.phoneId) continue;
      void session.onStatus(data.status, data.powerOn).catch((err: unknown) => log.error({ err }, 'play status change failed'));
    }
    for (const group of groups) {
      if (group.memberId !== memberId || !group.has(data.phoneId)) continue;
      void group
        .onStatus(data.phoneId, data.status, data.powerOn)
        .catch((err: unknown) => log.error({ err }, 'follower status change failed'));
    }
  });

  const unsubscribeShareEnded = bus.subscribe('share-link-ended', ({ linkId }) => {
    for (const session of sessions) if (session.shareLinkId === linkId) session.end('shareEnded');
  });

  /** A suspended grantee's session takes its slot back when it is free and unclaimed. */
  async function resume(session: PlaySession) {
    const lease = await locks.acquire(session.phoneId, session.memberId);
    if (lease && !session.resume(lease)) await lease.release();
  }

  /**
   * The member whose control the owner took hears it on the push channel too (spec point 4's
   * member-push), in the language of the session that lost it. Only the session or follower that
   * held the slot gives it up, so this is sent once per take-over, to that member alone.
   */
  const displaced = (memberId: number, locale: Locale) =>
    void bus
      .publish('to-member', { memberId, message: { type: 'member-push', msg: translate('stream.occupied', locale) } })
      .catch((err: unknown) => log.warn({ err, memberId }, 'member-push not sent'));

  const unsubscribeHandover = bus.subscribe('play-control', ({ phoneId, ownerId, event }) => {
    for (const session of sessions) {
      if (session.phoneId !== phoneId || session.memberId === ownerId) continue;
      if (event === 'taken') {
        if (session.suspend()) displaced(session.memberId, session.locale);
      } else if (session.suspended) void resume(session).catch((err: unknown) => log.warn({ err, phoneId }, 'taking a slot back failed'));
    }
    for (const group of groups) {
      if (group.memberId === ownerId || !group.has(phoneId)) continue;
      if (event === 'taken') {
        if (group.yieldSlot(phoneId)) displaced(group.memberId, group.locale);
      } else void group.reclaim(phoneId).catch((err: unknown) => log.warn({ err, phoneId }, 'taking a follower slot back failed'));
    }
  });

  async function renewOne(session: PlaySession) {
    if (session.suspended && !session.ended)
      return resume(session).catch((err: unknown) => log.warn({ err, phoneId: session.phoneId }, 'taking a slot back failed'));
    if (!session.lease || session.ended) return;
    const held = await session.lease.renew().catch((err: unknown) => {
      log.warn({ err, phoneId: session.phoneId }, 'renewing a control slot failed');
      return true; // The store hiccuped: keep the session (input is fenced off once the slot may have lapsed); the next beat tries again.
    });
    if (!held) session.end('occupied');
  }

  async function beatOnce() {
    await Promise.all([...sessions].map(renewOne));
    for (const group of groups) await group.renew().catch((err: unknown) => log.warn({ err }, 'renewing follower slots failed'));
  }
  // Beats run one after another: a slow one is not overlapped, and the timer skips while one runs.
  let running: Promise<void> | null = null;
  function heartbeat(): Promise<void> {
    const next = (running ?? Promise.resolve()).then(beatOnce).finally(() => {
      if (running === next) running = null;
    });
    running = next;
    return next;
  }

  function checkIdle() {
    const now = clock.now().getTime();
    for (const session of sessions) session.checkIdle(now);
  }

  const timer = setInterval(() => {
    checkIdle();
    for (const session of sessions) session.probe();
  }, PROBE_MS);
  timer.unref();
  const beat = setInterval(() => void (running ?? heartbeat()), CONTROL_LOCK_HEARTBEAT_MS);
  beat.unref();

  return {
    /** Opens a play session; with `group`, the followers live and end with it. */
    open(options: Omit<PlaySessionOptions, 'clock' | 'log' | 'onEnd'>, group?: GroupFollowers) {
      const session: PlaySession = createPlaySession({
        ...options,
        clock,
        log,
        onEnd: () => {
          sessions.delete(session);
          if (!group) return;
          groups.delete(group);
          group.close();
        },
      });
      if (!session.ended) {
        sessions.add(session);
        if (group) groups.add(group);
      } else group?.close();
      return session;
    },
    /** Runs the idle check now (tests move a fake clock, then call this). */
    checkIdle,
    /** Renews every control slot this node holds now (the timer does it every CONTROL_LOCK_HEARTBEAT_MS). */
    heartbeat,
    size: () => sessions.size,
    close() {
      clearInterval(timer);
      clearInterval(beat);
      unsubscribePush();
      unsubscribeShareEnded();
      unsubscribeHandover();
      for (const session of sessions) session.end(undefined, 1001, 'server shutting down');
    },
  };
}
export type PlaySessions = ReturnType<typeof createPlaySessions>;
