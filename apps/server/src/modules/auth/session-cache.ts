import { LRUCache } from 'lru-cache';
import type { Bus } from '../../infra/bus.js';
import type { Principal } from './sessions.repo.js';

/** Published when sessions end or their access token changes: every node forgets them at once. */

export interface CachedSession {
  sessionId: number;
  principal: Principal;
  subjectId: number;
  status: number;
  accessExpiresAt: number;
}

interface Entry extends CachedSession {
  checkedAt: number;
}

/**
 * Sessions verified in the last `ttlMs`, by access-token hash, so a burst of requests does not
 * read the session row each time (docs/decisions/008). The node that revokes or rotates a session
 * forgets it before answering; the others hear it on the bus within milliseconds, and `ttlMs`
 * bounds a lost message. `ttlMs` 0 turns it off: every request reads the row.
 */
export function createSessionCache({ bus, ttlMs, max = 20_000 }: { bus: Bus; ttlMs: number; max?: number }) {
  const hashes = new Map<number, string>();
  const entries = new LRUCache<string, Entry>({
    max,
    dispose: (entry, _hash, reason) => {
      if (reason !== 'set') hashes.delete(entry.sessionId);
    },
  });

  const forget = (sessionIds: number[]) => {
    for (const id of sessionIds) {
      const hash = hashes.get(id);
      if (hash) entries.delete(hash);
      hashes.delete(id);
    }
  };
  const unsubscribe = bus.subscribe('session-changed', (message) => {
    const ids = (message as { sessionIds?: unknown }).sessionIds;
    if (Array.isArray(ids)) forget(ids.filter((id): id is number => typeof id === 'number'));
  });

  return {
    get(hash: string, now: number): CachedSession | undefined {
      if (ttlMs <= 0) return undefined;
      const entry = entries.get(hash);
      if (!entry) return undefined;
      if (now < entry.checkedAt || now - entry.checkedAt >= ttlMs || entry.accessExpiresAt <= now) {
        entries.delete(hash);
        return undefined;
      }
      return entry;
    },
    set(hash: string, session: CachedSession, now: number) {
      if (ttlMs <= 0) return;
      const previous = hashes.get(session.sessionId);
      if (previous && previous !== hash) entries.delete(previous);
      hashes.set(session.sessionId, hash);
      entries.set(hash, { ...session, checkedAt: now });
    },
    /** Forgets the sessions here and tells the other nodes to. */
    async changed(sessionIds: number[]) {
      if (!sessionIds.length) return;
      forget(sessionIds);
      await bus.publish('session-changed', { sessionIds });
    },
    close: unsubscribe,
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
