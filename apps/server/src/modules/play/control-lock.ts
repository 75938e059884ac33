import { randomToken } from '../auth/tokens.js';
import type { Kv } from '../../infra/kv.js';

/** How long a slot outlives its holder's last heartbeat: a node that died frees its phones within this. */
export const CONTROL_LOCK_TTL_SECONDS = 8;
/** Heartbeats come four times per TTL, so three slow or failed beats in a row still keep a live slot. */
export const CONTROL_LOCK_HEARTBEAT_MS = 2_000;
/**
 * A holder stops sending input this long before its slot could lapse in the store (the store counts
 * the TTL from when it got the command, later than the holder's clock started it; this covers
 * clock-rate drift and a reply that took its time).
 */
const SAFETY_MS = 1_000;

const key = (phoneId: number) => `play-control:${phoneId}`;

/** A held control slot: kept alive by `renew`, given back by `release`. */
export interface ControlLease {
  phoneId: number;
  /**
   * The fencing check: true only while the slot surely still is this holder's (until its TTL,
   * counted from before the last successful take or renewal, minus a margin). Input goes to the
   * phone only then, so a holder cut off from the store never overlaps the next one.
   */
  held(): boolean;
  /** False when the slot was lost (expired and taken by another session): the holder must stop. */
  renew(): Promise<boolean>;
  release(): Promise<void>;
}

/**
 * One controller per phone across every node (spec point 4: a device in use by another user
 * cannot be controlled). The slot is a key in the shared KV (Redis with several nodes) holding a
 * random id of the session that has it, with an expiry its heartbeat keeps pushing back.
 * `now` is the holder's clock (tests fake it together with the in-memory store's).
 */
export function createControlLocks(kv: Kv, { ttlSeconds = CONTROL_LOCK_TTL_SECONDS, now = () => Date.now() } = {}) {
  const ttlMs = ttlSeconds * 1000;
  return {
    /** Takes the phone's control slot, or undefined when another session holds it. */
    async acquire(phoneId: number): Promise<ControlLease | undefined> {
      const holder = randomToken();
      const askedAt = now();
      if (!(await kv.setIfAbsent(key(phoneId), holder, ttlSeconds))) return undefined;
      let validUntil = askedAt + ttlMs - SAFETY_MS;
      return {
        phoneId,
        held: () => now() < validUntil,
        async renew() {
          const at = now();
          // Lapsed (a stalled event loop) but nobody took it: take it again. Input stayed fenced off meanwhile.
          const kept =
            (await kv.extendIfEquals(key(phoneId), holder, ttlSeconds)) || (await kv.setIfAbsent(key(phoneId), holder, ttlSeconds));
          validUntil = kept ? at + ttlMs - SAFETY_MS : 0;
          return kept;
        },
        async release() {
          validUntil = 0;
          await kv.deleteIfEquals(key(phoneId), holder);
        },
      };
    },
  };
}
export type ControlLocks = ReturnType<typeof createControlLocks>;
