import {
  STREAM_CLOSE,
  STREAM_ERRORS,
  translate,
  type BusChannels,
  type Locale,
  type RevokeReason,
  type SessionEndCode,
} from '@cloudphone/contract';
import { LRUCache } from 'lru-cache';
import WebSocket from 'ws';
import type { Bus } from '../infra/bus.js';
import '../http/server-messages.js';

/** Why a session is no longer live: revoked for a reason, or its refresh token ran out. */
export type SessionEnd = RevokeReason | 'expired';

export const endCodeOf = (end: SessionEnd): SessionEndCode =>
  end === 'occupied' ? 'loginOccupied' : end === 'disabled' ? 'accountDisabled' : 'signedOut';

/** One open socket of a signed-in member, and how it is ended from outside. */
export interface SessionSocket {
  sessionId: number;
  memberId: number;
  /** The phones it works on (play, group control); absent for the push and notice channels. */
  phoneIds?(): Iterable<number>;
  /** Says why in the member's language, then closes. Called at most once. */
  end(code: SessionEndCode): void;
}

/** Sends `{type:'error', code, msg}` in `locale`, then closes with the code's STREAM_CLOSE. */
export function closeWithError(socket: WebSocket, code: SessionEndCode, locale: Locale) {
  if (socket.readyState === WebSocket.OPEN)
    socket.send(JSON.stringify({ type: 'error', code, msg: translate(STREAM_ERRORS[code], locale) }));
  if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) socket.close(STREAM_CLOSE[code], code);
}

/**
 * Every socket a sign-in session holds on this node, whichever kind, and the one place that ends
 * them when the session ends (sign-out, a newer sign-in, a password reset, a disabled account) or
 * a grant does. Both arrive on the bus, so a session ended on one node closes sockets on all.
 * Sessions ended in the last minute are remembered: a socket registered just after the event
 * (its check raced the revocation) is ended at once instead of living on.
 */
export function createSessionSockets({ bus }: { bus: Bus }) {
  const sockets = new Set<SessionSocket>();
  const recentlyEnded = new LRUCache<number, SessionEndCode>({ max: 50_000, ttl: 60_000 });

  const end = (socket: SessionSocket, code: SessionEndCode) => {
    if (!sockets.delete(socket)) return;
    socket.end(code);
  };

  const unsubscribeRevoked = bus.subscribe('session-revoked', (event) => {
    const code = endCodeOf(event.reason);
    const ids = new Set(event.sessionIds);
    for (const id of ids) recentlyEnded.set(id, code);
    for (const socket of sockets) if (ids.has(socket.sessionId)) end(socket, code);
  });

  const unsubscribeGrant = bus.subscribe('grant-ended', ({ memberId, phoneId }) => {
    for (const socket of sockets) {
      if (socket.memberId !== memberId || !socket.phoneIds) continue;
      if ([...socket.phoneIds()].includes(phoneId)) end(socket, 'grantEnded');
    }
  });

  return {
    /** Registers a socket; the returned function forgets it (call it when the socket closes). */
    add(socket: SessionSocket): () => void {
      const ended = recentlyEnded.get(socket.sessionId);
      if (ended) {
        socket.end(ended);
        return () => {};
      }
      sockets.add(socket);
      return () => void sockets.delete(socket);
    },
    /** Closes a grantee's sockets on one phone on every node (a recalled or expired grant). */
    /** A grant of one phone to one member was recalled or ran out: the grantee's sockets on it close, on every node. */
    endGrant: (event: BusChannels['grant-ended']) => bus.publish('grant-ended', event),
    size: () => sockets.size,
    close() {
      unsubscribeRevoked();
      unsubscribeGrant();
    },
  };
}
export type SessionSockets = ReturnType<typeof createSessionSockets>;
