import { STREAM_CLOSE } from '@cloudphone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from '../../infra/bus.js';
import type { Clock } from '../../infra/clock.js';
import { MEMBER_PUSH, type MemberPushEvent } from '../../realtime/push-hub.js';
import { SESSION_REVOKED, type SessionRevokedEvent } from '../auth/sessions.service.js';
import { CONTROL_LOCK_HEARTBEAT_MS } from './control-lock.js';
import type { GroupFollowers } from './group/group-followers.js';
import { createPlaySession, type PlaySession, type PlaySessionOptions } from './play-session.js';
import { SHARE_LINK_ENDED, type ShareLinkEndedEvent } from './share-links.service.js';

interface PhoneStatusPush {
  type: 'phone-status';
  data: { phoneId: number; status: number; powerOn: boolean };
}

/**
 * This node's open play sessions, and what ends them from outside: the reconciler's status pushes
 * and session revocations (both on the bus, so they arrive from any node), the idle check and the
 * control-slot heartbeat.
 */
export function createPlaySessions({ bus, clock, log }: { bus: Bus; clock: Clock; log: FastifyBaseLogger }) {
  const sessions = new Set<PlaySession>();
  /** The followers of this node's group-control sessions (their master is among `sessions`). */
  const groups = new Set<GroupFollowers>();

  const unsubscribePush = bus.subscribe(MEMBER_PUSH, (raw) => {
    const { memberId, message } = raw as MemberPushEvent;
    if (message.type !== 'phone-status') return;
    const { data } = message as unknown as PhoneStatusPush;
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

  const unsubscribeRevoked = bus.subscribe(SESSION_REVOKED, (raw) => {
    const event = raw as SessionRevokedEvent;
    const ids = new Set(event.sessionIds);
    for (const session of sessions) {
      if (!ids.has(session.sessionId)) continue;
      session.end(undefined, event.reason === 'occupied' ? STREAM_CLOSE.loginOccupied : STREAM_CLOSE.signedOut, event.reason);
    }
  });

  const unsubscribeShareEnded = bus.subscribe(SHARE_LINK_ENDED, (raw) => {
    const { linkId } = raw as ShareLinkEndedEvent;
    for (const session of sessions) if (session.shareLinkId === linkId) session.end('shareEnded');
  });

  async function heartbeat() {
    for (const session of sessions) {
      if (!session.lease || session.ended) continue;
      const held = await session.lease.renew().catch((err: unknown) => {
        log.warn({ err, phoneId: session.phoneId }, 'renewing a control slot failed');
        return true; // The store hiccuped: keep the session; the next beat tries again.
      });
      if (!held) session.end('occupied');
    }
    for (const group of groups) await group.renew().catch((err: unknown) => log.warn({ err }, 'renewing follower slots failed'));
  }

  function checkIdle() {
    const now = clock.now().getTime();
    for (const session of sessions) session.checkIdle(now);
  }

  const timer = setInterval(() => {
    checkIdle();
    for (const session of sessions) session.probe();
    void heartbeat();
  }, CONTROL_LOCK_HEARTBEAT_MS);
  timer.unref();

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
    /** Renews every control slot this node holds now (the timer does it every 10 s). */
    heartbeat,
    size: () => sessions.size,
    close() {
      clearInterval(timer);
      unsubscribePush();
      unsubscribeRevoked();
      unsubscribeShareEnded();
      for (const session of sessions) session.end(undefined, 1001, 'server shutting down');
    },
  };
}
export type PlaySessions = ReturnType<typeof createPlaySessions>;
