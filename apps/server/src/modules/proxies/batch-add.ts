import { PROXY_BATCH_PROTOCOL, translate, type Locale, type ProxyBatchResult, type ProxyLineResult } from '@cloudphone/contract';
import { lockKey, type Db } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { parseBatchLines } from './batch-lines.js';
import { createProxiesRepo, type ProxyValues } from './proxies.repo.js';
import { holdOwnGroup, sealProxy } from './proxies.service.js';
import type { ProxyCrypto } from './proxy-crypto.js';

interface Good {
  line: number;
  fingerprint: string;
  values: ProxyValues;
}

/**
 * Batch add (spec point 5, decision 026): SOCKS5 proxies, one per line. Nothing is half-added: if
 * any line is refused, no line is added and every line says why (the good ones that they were not
 * added); otherwise every good line goes in one multi-row insert. With the duplicate check, a line
 * identical (host, port, account, password, by fingerprint) to one of the member's proxies or to an
 * earlier line is skipped, which refuses nothing.
 */
export function createProxyBatchAdd({ db, clock, crypto }: { db: Db; clock: Clock; crypto: ProxyCrypto }) {
  return {
    async add(
      memberId: number,
      input: { groupId: number; content: string; checkDuplicate: boolean },
      locale: Locale,
    ): Promise<ProxyBatchResult> {
      const lines = parseBatchLines(input.content);
      const good: Good[] = [];
      const results = new Map<number, ProxyLineResult>();
      for (const entry of lines) {
        if ('refusal' in entry) {
          results.set(entry.line, { line: entry.line, status: 'refused', msg: translate(entry.refusal, locale) });
          continue;
        }
        const { remark, ...proxy } = entry.proxy;
        const sealed = sealProxy(crypto, proxy);
        good.push({
          line: entry.line,
          fingerprint: sealed.fingerprint,
          values: {
            protocol: PROXY_BATCH_PROTOCOL,
            host: proxy.host,
            port: proxy.port,
            ...sealed,
            groupId: input.groupId,
            remark,
            expireTime: null,
          },
        });
      }
      const now = clock.now();
      await db.transaction(async (tx) => {
        // One batch per member at a time, so two batches pasted at once cannot both add a line
        // the duplicate check would have skipped (the fingerprint index is not unique).
        await lockKey(tx, `proxies:batch:${memberId}`);
        await holdOwnGroup(tx, memberId, input.groupId);
        const repo = createProxiesRepo(tx);
        const existing = input.checkDuplicate
          ? await repo.existingFingerprints(
              memberId,
              good.map((g) => g.fingerprint),
            )
          : new Set<string>();
        const firstLine = new Map<string, number>();
        const toAdd: Good[] = [];
        for (const g of good) {
          const earlier = firstLine.get(g.fingerprint);
          if (input.checkDuplicate && existing.has(g.fingerprint))
            results.set(g.line, { line: g.line, status: 'duplicate', msg: translate('proxy.batch.duplicate', locale) });
          else if (input.checkDuplicate && earlier !== undefined)
            results.set(g.line, {
              line: g.line,
              status: 'duplicate',
              msg: translate('proxy.batch.duplicateLine', locale, { line: earlier }),
            });
          else toAdd.push(g);
          if (earlier === undefined) firstLine.set(g.fingerprint, g.line);
        }
        const refused = [...results.values()].some((r) => r.status === 'refused');
        if (refused) {
          for (const g of toAdd) results.set(g.line, { line: g.line, status: 'refused', msg: translate('proxy.batch.notAdded', locale) });
          return;
        }
        const ids = await repo.insert(
          memberId,
          toAdd.map((g) => g.values),
          now,
        );
        for (const [i, g] of toAdd.entries())
          results.set(g.line, { line: g.line, status: 'added', msg: translate('proxy.batch.added', locale), id: ids[i]! });
      });
      return { results: [...results.values()].sort((a, b) => a.line - b.line) };
    },
  };
}
export type ProxyBatchAdd = ReturnType<typeof createProxyBatchAdd>;
