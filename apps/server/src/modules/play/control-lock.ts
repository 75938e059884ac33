import { randomToken } from '../auth/tokens.js';
import type { Kv } from '../../infra/kv.js';

/** How long a lock outlives its last heartbeat: a node that died frees its phones within this. */
export const CONTROL_LOCK_TTL_SECONDS = 30;
/** Heartbeats come well inside the TTL, so a slow tick never lets a live lock lapse. */
export const CONTROL_LOCK_HEARTBEAT_MS = 10_000;

const key = (phoneId: number) => `play-control:${phoneId}`;

/** A held control slot: kept alive by `renew`, given back by `release`. */
export interface ControlLease {
  phoneId: number;
  /** False when the slot was lost (expired and taken by another session): the holder must stop. */
  renew(): Promise<boolean>;
  release(): Promise<void>;
}

/**
 * One controller per phone across every node (spec point 4: a device in use by another user
 * cannot be controlled). The slot is a key in the shared KV (Redis with several nodes) holding a
 * random id of the session that has it, with an expiry its heartbeat keeps pushing back.
 */
export function createControlLocks(kv: Kv) {
  return {
    /** Takes the phone's control slot, or undefined when another session holds it. */
    async acquire(phoneId: number): Promise<ControlLease | undefined> {
      const holder = randomToken();
      if (!(await kv.setIfAbsent(key(phoneId), holder, CONTROL_LOCK_TTL_SECONDS))) return undefined;
      return {
        phoneId,
        async renew() {
          if (await kv.extendIfEquals(key(phoneId), holder, CONTROL_LOCK_TTL_SECONDS)) return true;
          // Lapsed (a stalled event loop) but nobody took it: take it again.
          return kv.setIfAbsent(key(phoneId), holder, CONTROL_LOCK_TTL_SECONDS);
        },
        release: () => kv.deleteIfEquals(key(phoneId), holder),
      };
    },
  };
}
export type ControlLocks = ReturnType<typeof createControlLocks>;
