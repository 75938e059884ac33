import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { memoryBus, redisBus, type Bus } from './bus.js';
import { memoryKv, redisKv, type Kv } from './kv.js';

export interface Resources {
  database: Database;
  kv: Kv;
  bus: Bus;
  /** Set when REDIS_URL is: shared by rate limits. */
  redis: Redis | null;
  redisPrefix: string;
  close(): Promise<void>;
}

/** Opens the stateful parts: PostgreSQL or PGlite, and Redis or their in-process stand-ins. */
export async function openResources(
  config: Pick<Config, 'DATABASE_URL' | 'DATABASE_POOL_MAX' | 'DATA_DIR' | 'REDIS_URL'>,
  /** Namespaces every Redis key and channel, so test files sharing one Redis stay apart. */
  redisPrefix = 'cp:',
): Promise<Resources> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolMax: config.DATABASE_POOL_MAX,
  });
  if (!config.REDIS_URL) {
    const kv = memoryKv();
    const bus = memoryBus();
    return {
      database,
      kv,
      bus,
      redis: null,
      redisPrefix,
      async close() {
        await bus.close();
        await kv.close();
        await database.close();
      },
    };
  }
  // Connected before use: a SUBSCRIBE sent before the ready check would break the subscriber,
  // and an unreachable Redis should stop start-up with a clear error.
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3, lazyConnect: true });
  const subscriber = redis.duplicate();
  try {
    await redis.connect();
    await subscriber.connect();
  } catch (err) {
    redis.disconnect();
    subscriber.disconnect();
    await database.close();
    throw new Error(`cannot connect to Redis at REDIS_URL: ${(err as Error).message}`);
  }
  const bus = redisBus(redis, subscriber, redisPrefix);
  return {
    database,
    kv: redisKv(redis, redisPrefix),
    redisPrefix,
    bus,
    redis,
    async close() {
      await bus.close();
      subscriber.disconnect();
      redis.disconnect();
      await database.close();
    },
  };
}
