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
/** The owner's claim while taking the slot from a grantee (hand-over): nobody else may take it meanwhile. */
const claimKey = (phoneId: number) => `play-handover:${phoneId}`;
/** Values are `memberId:random`: the random part tells holders apart, the member part says whose it is. */
const valueFor = (memberId: number) => `${memberId}:${randomToken()}`;
const memberOf = (value: string | null) => (value ? Number(value.slice(0, value.indexOf(':'))) : undefined);

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

/** The owner's claim on a phone's slot during a hand-over, kept alive like a lease. */
export interface HandoverClaim {
  renew(): Promise<boolean>;
  release(): Promise<void>;
}

/**
 * One controller per phone across every node (spec point 4: a device in use by another user
 * cannot be controlled). The slot is a key in the shared KV (Redis with several nodes) holding
 * the member and a random id of the session that has it, with an expiry its heartbeat keeps
 * pushing back. `now` is the holder's clock (tests fake it together with the in-memory store's).
 */
export function createControlLocks(kv: Kv, { ttlSeconds = CONTROL_LOCK_TTL_SECONDS, now = () => Date.now() } = {}) {
  const ttlMs = ttlSeconds * 1000;
  return {
    /**
     * Takes the phone's control slot for the member, or undefined when another session holds it
     * or another member's hand-over claim is on it (the owner is taking it from its grantee).
     */
    async acquire(phoneId: number, memberId: number): Promise<ControlLease | undefined> {
      const claimant = memberOf(await kv.get(claimKey(phoneId)));
      if (claimant !== undefined && claimant !== memberId) return undefined;
      const holder = valueFor(memberId);
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

    /** The member whose session holds the phone's slot now, or undefined when it is free. */
    holder: async (phoneId: number) => memberOf(await kv.get(key(phoneId))),

    /**
     * The owner's claim before taking the slot from a grantee: from now on only the owner's
     * `acquire` gets the slot once the grantee's node gives it up. Undefined when another claim
     * is on it (a second tab of the owner's taking it too).
     */
    async claim(phoneId: number, memberId: number): Promise<HandoverClaim | undefined> {
      const value = valueFor(memberId);
      if (!(await kv.setIfAbsent(claimKey(phoneId), value, ttlSeconds))) return undefined;
      return {
        renew: async () =>
          (await kv.extendIfEquals(claimKey(phoneId), value, ttlSeconds)) || (await kv.setIfAbsent(claimKey(phoneId), value, ttlSeconds)),
        release: () => kv.deleteIfEquals(claimKey(phoneId), value),
      };
    },
  };
}
export type ControlLocks = ReturnType<typeof createControlLocks>;
