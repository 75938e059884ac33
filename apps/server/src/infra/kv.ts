import type { Redis } from 'ioredis';

/**
 * Short-lived shared state: captchas, OAuth states, failure counters.
 * Redis when REDIS_URL is set so every node sees the same values; a map in one process otherwise.
 */
export interface Kv {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Reads and deletes in one step, so a value can be used once. */
  take(key: string): Promise<string | null>;
  del(key: string): Promise<void>;
  /** Adds one and returns the new count; the expiry is set by the first increment. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  /** Seconds left, or -2 when the key does not exist. */
  ttl(key: string): Promise<number>;
  /** Sets the value only if the key does not exist; true when it was set (a lock taken). */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  /** Restarts the expiry only while the key still holds this value (a lock's heartbeat); true when it did. */
  extendIfEquals(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  /** Deletes the key only while it still holds this value (a lock released by its holder, never another's). */
  deleteIfEquals(key: string, value: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryKv(): Kv {
  const store = new Map<string, { value: string; expiresAt: number }>();
  const live = (key: string) => {
    const entry = store.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      store.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [k, v] of store) if (v.expiresAt <= now) store.delete(k);
  }, 60_000);
  sweep.unref();
  return {
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttl) {
      store.set(key, { value, expiresAt: Date.now() + ttl * 1000 });
    },
    async take(key) {
      const entry = live(key);
      store.delete(key);
      return entry?.value ?? null;
    },
    async del(key) {
      store.delete(key);
    },
    async incr(key, ttl) {
      const entry = live(key);
      const next = entry ? Number(entry.value) + 1 : 1;
      store.set(key, { value: String(next), expiresAt: entry?.expiresAt ?? Date.now() + ttl * 1000 });
      return next;
    },
    async ttl(key) {
      const entry = live(key);
      return entry ? Math.ceil((entry.expiresAt - Date.now()) / 1000) : -2;
    },
    async setIfAbsent(key, value, ttl) {
      if (live(key)) return false;
      store.set(key, { value, expiresAt: Date.now() + ttl * 1000 });
      return true;
    },
    async extendIfEquals(key, value, ttl) {
      const entry = live(key);
      if (entry?.value !== value) return false;
      entry.expiresAt = Date.now() + ttl * 1000;
      return true;
    },
    async deleteIfEquals(key, value) {
      if (live(key)?.value === value) store.delete(key);
    },
    async close() {
      clearInterval(sweep);
      store.clear();
    },
  };
}

// Compare-and-act in one step on the Redis side, so a lock that expired and was taken by another
// node is never extended or deleted by its old holder.
const EXTEND_IF_EQUALS = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('expire', KEYS[1], ARGV[2]) else return 0 end";
const DELETE_IF_EQUALS = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

export function redisKv(redis: Redis, prefix = 'cp:'): Kv {
  const k = (key: string) => prefix + key;
  return {
    get: (key) => redis.get(k(key)),
    async set(key, value, ttl) {
      await redis.set(k(key), value, 'EX', ttl);
    },
    take: (key) => redis.getdel(k(key)),
    async del(key) {
      await redis.del(k(key));
    },
    async incr(key, ttl) {
      const [[, count]] = (await redis.multi().incr(k(key)).expire(k(key), ttl, 'NX').exec()) as [[null, number]];
      return count;
    },
    ttl: (key) => redis.ttl(k(key)),
    async setIfAbsent(key, value, ttl) {
      return (await redis.set(k(key), value, 'EX', ttl, 'NX')) === 'OK';
    },
    async extendIfEquals(key, value, ttl) {
      return (await redis.eval(EXTEND_IF_EQUALS, 1, k(key), value, String(ttl))) === 1;
    },
    async deleteIfEquals(key, value) {
      await redis.eval(DELETE_IF_EQUALS, 1, k(key), value);
    },
    async close() {},
  };
}
