import { CONFIG_KEYS, DUE_REMINDER_DAYS, parseDueDays, type ConfigInputSchema, type ConfigUpdateSchema } from '@cloudphone/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';
import type { Bus } from '../../infra/bus.js';
import type { Clock } from '../../infra/clock.js';
import { createConfigCache } from './config-cache.js';
import { createConfigRepo, type ConfigFilter, type ConfigValues } from './config.repo.js';

type Audit = (row: unknown) => void;

const values = (input: z.output<typeof ConfigInputSchema>): ConfigValues => ({
  configName: input.configName,
  configKey: input.configKey,
  configValue: input.configValue,
  configType: input.configType,
  remark: input.remark,
});

async function keyUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFIG_KEY_TAKEN');
    throw err;
  }
}

/**
 * The configuration (spec point 7 "Config"): the operator's key/value settings, read by the server
 * through a per-node cache that every change empties on every node once it has committed.
 */
export function createConfigService({ db, bus, clock }: { db: Db; bus: Bus; clock: Clock }) {
  const repo = createConfigRepo(db);
  const cache = createConfigCache({ load: (key) => repo.valueOf(key), bus, clock });

  return {
    page: (filter: ConfigFilter, pageNo: number, pageSize: number) => repo.page(filter, pageNo, pageSize),
    all: (filter: ConfigFilter) => repo.all(filter),
    async get(id: number) {
      const row = await repo.find(id);
      if (!row) throw new AppError('CONFIG_NOT_FOUND');
      return row;
    },
    /** A setting's value as the server uses it (cached); null when there is no such key. */
    value: (key: string) => cache.get(key),

    /** The days before expiry at which due reminders go out (`notice.reminder.dueDays`), the built-in 3,1 when unset or unusable. */
    async dueReminderDays(): Promise<readonly number[]> {
      const value = await cache.get(CONFIG_KEYS.reminderDueDays);
      return (value !== null && parseDueDays(value)) || DUE_REMINDER_DAYS;
    },

    async create(input: z.output<typeof ConfigInputSchema>) {
      const id = await keyUnique(() => repo.insert(values(input)));
      // A read of the key before it existed may have cached "none".
      await cache.invalidate([input.configKey]);
      return id;
    },

    /** A built-in parameter keeps its key (the server reads it by that key). */
    async update(input: z.output<typeof ConfigUpdateSchema>, audit: Audit) {
      const before = await keyUnique(() =>
        db.transaction(async (tx) => {
          const locked = createConfigRepo(tx);
          const row = await locked.lock(input.configId);
          if (!row) throw new AppError('CONFIG_NOT_FOUND');
          if (row.configType === 'Y' && row.configKey !== input.configKey)
            throw new AppError('CONFIG_BUILT_IN_KEY', { key: row.configKey });
          audit(row);
          await locked.update(input.configId, values(input), clock.now());
          return row;
        }),
      );
      await cache.invalidate([...new Set([before.configKey, input.configKey])]);
      return true;
    },

    /** Built-in parameters (configType Y) cannot be deleted (RuoYi's rule). */
    async remove(id: number, audit: Audit) {
      const before = await db.transaction(async (tx) => {
        const locked = createConfigRepo(tx);
        const row = await locked.lock(id);
        if (!row) throw new AppError('CONFIG_NOT_FOUND');
        if (row.configType === 'Y') throw new AppError('CONFIG_BUILT_IN', { key: row.configKey });
        audit(row);
        await locked.remove(id);
        return row;
      });
      await cache.invalidate([before.configKey]);
      return true;
    },

    async clearCache() {
      await cache.invalidate(null);
      return true;
    },
    close: cache.close,
  };
}
export type ConfigService = ReturnType<typeof createConfigService>;
