import type { Bus } from '../../infra/bus.js';
import type { Clock } from '../../infra/clock.js';

/** A value is read again after this long even if no change was heard (a lost bus message heals). */
const TTL_MS = 5 * 60_000;

/**
 * This node's cache of configuration values (RuoYi keeps them in its cache the same way). A change
 * on any node is announced on the bus ('config-changed') and every node drops the keys named (all of
 * them for clearCache). A read that started before a drop does not store what it read, so a value
 * loaded just before a change is never kept after it.
 */
export function createConfigCache({ load, bus, clock }: { load: (key: string) => Promise<string | null>; bus: Bus; clock: Clock }) {
  const entries = new Map<string, { value: string | null; at: number }>();
  let generation = 0;

  const drop = (keys: string[] | null) => {
    generation++;
    if (keys) for (const key of keys) entries.delete(key);
    else entries.clear();
  };
  const unsubscribe = bus.subscribe('config-changed', ({ keys }) => drop(keys));

  return {
    /** The value of `key`, null when there is no such key. */
    async get(key: string): Promise<string | null> {
      const now = clock.now().getTime();
      const hit = entries.get(key);
      if (hit && now - hit.at < TTL_MS) return hit.value;
      const seen = generation;
      const value = await load(key);
      if (seen === generation) entries.set(key, { value, at: now });
      return value;
    },
    /** Drops the keys (null: every key) here at once, and on every other node through the bus. */
    async invalidate(keys: string[] | null) {
      drop(keys);
      await bus.publish('config-changed', { keys });
    },
    close: unsubscribe,
  };
}
export type ConfigCache = ReturnType<typeof createConfigCache>;
