import type { Kv } from '../../infra/kv.js';
import { AppError } from '../../http/app-error.js';

interface Limits {
  maxPerPhone: number;
  maxPerIp: number;
  lockMinutes: number;
}

/** Wrong passwords are counted per phone and per IP; past the limit sign-in waits out the lock. */
export function createLoginThrottle(kv: Kv, limits: Limits) {
  const phoneKey = (phone: string) => `login-fail:phone:${phone}`;
  const ipKey = (ip: string) => `login-fail:ip:${ip}`;
  const ttl = limits.lockMinutes * 60;

  return {
    async assertAllowed(phone: string, ip: string | undefined) {
      const [byPhone, byIp] = await Promise.all([kv.get(phoneKey(phone)), ip ? kv.get(ipKey(ip)) : null]);
      if (Number(byPhone ?? 0) >= limits.maxPerPhone || Number(byIp ?? 0) >= limits.maxPerIp) {
        const left = Math.max(await kv.ttl(phoneKey(phone)), ip ? await kv.ttl(ipKey(ip)) : 0, 60);
        throw new AppError('AUTH_LOCKED', { minutes: Math.ceil(left / 60) });
      }
    },
    async recordFailure(phone: string, ip: string | undefined) {
      await kv.incr(phoneKey(phone), ttl);
      if (ip) await kv.incr(ipKey(ip), ttl);
    },
    async recordSuccess(phone: string) {
      await kv.del(phoneKey(phone));
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
