import type { ErrorName } from '@cloudphone/contract';
import type { Clock } from '../../infra/clock.js';
import type { Kv } from '../../infra/kv.js';
import { AppError } from '../../http/app-error.js';

interface Limits {
  /** Wrong passwords for one account from one address before that pair is locked. */
  maxPerAccountIp: number;
  /** Wrong passwords from one address across all accounts before the address is locked. */
  maxPerIp: number;
  /** The first lock; each further lock of the same pair (or address) doubles it. */
  lockMinutes: number;
  maxLockMinutes: number;
}

export interface LoginThrottleOptions extends Limits {
  clock: Clock;
  /** Keeps member phones and operator user names apart. */
  scope: 'member' | 'operator';
  /** What a locked caller is told (members are offered SMS sign-in, operators are not). */
  lockedError: Extract<ErrorName, 'AUTH_LOCKED' | 'OPERATOR_LOCKED'>;
}

// How long a pair's lock count is remembered without a new lock: back-off survives a day of pauses.
const STRIKE_MEMORY_S = 24 * 3600;

/**
 * Wrong passwords are counted per (account, source address) and per address. A pair that reaches
 * its limit is locked for a period that doubles with each further lock, so a guess from elsewhere
 * never locks the real owner out of their own address. Lock ends are kept as times on the clock.
 */
export function createLoginThrottle(kv: Kv, options: LoginThrottleOptions) {
  const { clock, scope } = options;
  const pair = (account: string, ip: string) => `login:${scope}:${account}:${ip}`;
  const address = (ip: string) => `login:ip:${ip}`;
  const windowS = options.lockMinutes * 60;

  const lockedUntil = async (key: string) => Number((await kv.get(`${key}:until`)) ?? 0);

  /** Counts a failure under `key`; at exactly `max` the key is locked for its next back-off period. */
  async function fail(key: string, max: number) {
    if ((await kv.incr(`${key}:fails`, windowS)) !== max) return;
    const strikes = await kv.incr(`${key}:strikes`, STRIKE_MEMORY_S);
    const minutes = Math.min(options.lockMinutes * 2 ** (strikes - 1), options.maxLockMinutes);
    const until = clock.now().getTime() + minutes * 60_000;
    await kv.set(`${key}:until`, String(until), minutes * 60);
    await kv.del(`${key}:fails`);
  }

  async function clear(key: string) {
    await Promise.all([kv.del(`${key}:fails`), kv.del(`${key}:strikes`), kv.del(`${key}:until`)]);
  }

  return {
    async assertAllowed(account: string, ip: string | undefined) {
      const from = ip ?? 'unknown';
      const until = Math.max(await lockedUntil(pair(account, from)), await lockedUntil(address(from)));
      const left = until - clock.now().getTime();
      if (left > 0) throw new AppError(options.lockedError, { minutes: Math.ceil(left / 60_000) });
    },
    async recordFailure(account: string, ip: string | undefined) {
      const from = ip ?? 'unknown';
      await fail(pair(account, from), options.maxPerAccountIp);
      await fail(address(from), options.maxPerIp);
    },
    /** The right password (or a reset proven by SMS) from this address forgets its failures. */
    async recordSuccess(account: string, ip: string | undefined) {
      await clear(pair(account, ip ?? 'unknown'));
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
