import { EXPIRING_SOON_SECONDS, type PhonePageQuery, type PhoneRow } from '@cloudphone/contract';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { createListVersionReader } from './list-versions.repo.js';
import type { PhonePageJson } from './phone-list.repo.js';

export interface PhonePage {
  list: PhoneRow[];
  total: number;
}

interface Entry {
  version: number;
  at: number;
  page: PhonePage;
  /** The page as JSON, for the second it was written in (remaining times count in seconds). */
  json?: { second: number; text: string };
}

/** The time-dependent fields of a row, as of `now`. */
export function remainingOf(expireTime: number, now: number) {
  const remainingSeconds = Math.max(0, Math.floor((expireTime - now) / 1000));
  return { remainingSeconds, expiringSoon: remainingSeconds <= EXPIRING_SOON_SECONDS };
}

/**
 * Pages of the phone list, kept per member and query while the member's list version (bumped by
 * database triggers on any change the list shows, migration 0005) stays the same. The version is
 * read (list-versions.ts) before the page, so a page is never stored under a newer version than it reflects; a
 * change committed before a request is always seen by it, on every node. `ttlMs` bounds what
 * only time changes (a share ending, a phone entering the "expiring soon" window); remaining
 * times are recomputed on every answer. `ttlMs` 0 turns the cache off.
 */
export function createPhoneListCache({ db, clock, ttlMs, max = 2_000 }: { db: Db; clock: Clock; ttlMs: number; max?: number }) {
  const entries = new LRUCache<string, Entry>({ max });
  const loading = new Map<string, Promise<PhonePage>>();
  const versionOf = createListVersionReader(db);

  const parse = (page: PhonePageJson): PhonePage => ({ list: JSON.parse(page.list) as PhoneRow[], total: page.total });
  const answer = (page: PhonePage, now: number): PhonePage => ({
    total: page.total,
    list: page.list.map((row) => ({ ...row, ...remainingOf(row.expireTime, now) })),
  });

  /** The entry for this member and query as of now: kept, or loaded once for everyone asking. */
  async function current(memberId: number, query: PhonePageQuery, load: () => Promise<PhonePageJson>): Promise<Entry> {
    // The parsed query's keys come in the schema's order, so equal queries give equal keys.
    const key = `${memberId}:${JSON.stringify(query)}`;
    const version = await versionOf(memberId);
    const started = clock.now().getTime();
    const hit = entries.get(key);
    if (hit && hit.version === version && started >= hit.at && started - hit.at < ttlMs) return hit;

    const flight = `${key}:${version}`;
    let pending = loading.get(flight);
    if (!pending) {
      pending = load()
        .then(parse)
        .finally(() => loading.delete(flight));
      loading.set(flight, pending);
    }
    const entry: Entry = { version, at: started, page: await pending };
    const kept = entries.get(key);
    if (!kept || kept.version !== version || kept.at < started) entries.set(key, entry);
    return entry;
  }

  return {
    async page(memberId: number, query: PhonePageQuery, load: () => Promise<PhonePageJson>): Promise<PhonePage> {
      if (ttlMs <= 0) return parse(await load());
      return answer((await current(memberId, query, load)).page, clock.now().getTime());
    },

    /**
     * The page as JSON: written at most once a second per kept page, and uncached straight from
     * the database's text with no row handled here.
     */
    async pageJson(memberId: number, query: PhonePageQuery, load: () => Promise<PhonePageJson>): Promise<string> {
      if (ttlMs <= 0) {
        const page = await load();
        return `{"list":${page.list},"total":${page.total}}`;
      }
      const now = clock.now().getTime();
      const entry = await current(memberId, query, load);
      const second = Math.floor(now / 1000);
      if (entry.json?.second !== second) entry.json = { second, text: JSON.stringify(answer(entry.page, now)) };
      return entry.json.text;
    },
    clear: () => entries.clear(),
  };
}
export type PhoneListCache = ReturnType<typeof createPhoneListCache>;
