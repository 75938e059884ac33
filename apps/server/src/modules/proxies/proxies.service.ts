import type { ProxyCreateParsed, ProxyDeleteResult, ProxyRow, ProxyUpdateParsed } from '@cloudphone/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../infra/clock.js';
import { createProxiesRepo, type ProxyFilter, type ProxyValues } from './proxies.repo.js';
import { createProxyGroupsRepo } from './proxy-groups.repo.js';
import type { ProxyBindings } from './ports.js';
import type { ProxyCredentials, ProxyCrypto } from './proxy-crypto.js';

/** Refuses an expiry before now ("Cannot select a time before now"); null never expires. */
export function refusePastExpiry(expireTime: number | null | undefined, now: Date) {
  if (expireTime !== null && expireTime !== undefined && expireTime < now.getTime()) throw new AppError('PROXY_EXPIRE_PAST');
}

/** Holds the member's group for the transaction (see the repo), or answers PROXY_GROUP_NOT_FOUND. */
export async function holdOwnGroup(tx: DbOrTx, memberId: number, groupId: number) {
  if (!(await createProxyGroupsRepo(tx).holdOwn(memberId, groupId))) throw new AppError('PROXY_GROUP_NOT_FOUND');
}

/** The stored form of a proxy's credentials: sealed, the account also in clear, and the fingerprint. */
export function sealProxy(crypto: ProxyCrypto, p: { host: string; port: number } & ProxyCredentials) {
  return {
    account: p.account,
    credentials: crypto.seal({ account: p.account, password: p.password }),
    fingerprint: crypto.fingerprint({ host: p.host, port: p.port, account: p.account, password: p.password }),
  };
}

/**
 * A member's proxies (issue 17, decision 026): the list, one, add, edit, delete and moving between
 * groups. Credentials are sealed before they reach the database and never come back out of it
 * through here: reads answer the password as the mask.
 */
export function createProxiesService({
  db,
  clock,
  crypto,
  bindings,
}: {
  db: Db;
  clock: Clock;
  crypto: ProxyCrypto;
  /** The devices of bound phones follow their proxy; absent until binding is wired in. */
  bindings?: ProxyBindings | undefined;
}) {
  const repo = createProxiesRepo(db);

  return {
    page(memberId: number, { pageNo, pageSize, ...filter }: ProxyFilter & { pageNo: number; pageSize: number }) {
      return repo.page(memberId, filter, pageNo, pageSize);
    },

    async get(memberId: number, id: number): Promise<ProxyRow> {
      const row = await repo.get(memberId, id);
      if (!row) throw new AppError('PROXY_NOT_FOUND');
      return row;
    },

    async create(memberId: number, input: ProxyCreateParsed): Promise<number> {
      const now = clock.now();
      refusePastExpiry(input.expireTime, now);
      const values: ProxyValues = {
        protocol: input.protocol,
        host: input.host,
        port: input.port,
        ...sealProxy(crypto, input),
        groupId: input.groupId,
        remark: input.remark ?? '',
        expireTime: input.expireTime == null ? null : new Date(input.expireTime),
      };
      return db.transaction(async (tx) => {
        await holdOwnGroup(tx, memberId, input.groupId);
        const [id] = await createProxiesRepo(tx).insert(memberId, [values], now);
        return id!;
      });
    },

    /**
     * Rewrites a proxy. An absent or empty password keeps the stored one, an absent remark or expiry
     * keeps theirs. An expiry before now is refused unless it is the one already stored (an expired
     * proxy can still be renamed or moved). New address or credentials clear the last detection.
     */
    async update(memberId: number, input: ProxyUpdateParsed) {
      const now = clock.now();
      const redetect = await db.transaction(async (tx) => {
        const txRepo = createProxiesRepo(tx);
        const stored = await txRepo.lockOne(memberId, input.id);
        if (!stored) throw new AppError('PROXY_NOT_FOUND');
        if (input.expireTime !== undefined && input.expireTime !== (stored.expireTime?.getTime() ?? null))
          refusePastExpiry(input.expireTime, now);
        await holdOwnGroup(tx, memberId, input.groupId);
        const password = input.password ? input.password : crypto.open(stored.credentials).password;
        const sealed = sealProxy(crypto, { host: input.host, port: input.port, account: input.account, password });
        const values: Partial<ProxyValues> = {
          protocol: input.protocol,
          host: input.host,
          port: input.port,
          groupId: input.groupId,
          ...(input.remark === undefined ? {} : { remark: input.remark }),
          ...(input.expireTime === undefined ? {} : { expireTime: input.expireTime === null ? null : new Date(input.expireTime) }),
        };
        // The sealed text changes with every seal (a fresh IV), so only new credentials are rewritten.
        const changed = sealed.fingerprint !== stored.fingerprint;
        const redetect = changed || input.protocol !== stored.protocol;
        await txRepo.update(memberId, input.id, changed ? { ...values, ...sealed } : values, redetect);
        return redetect;
      });
      // After the commit, so the devices are given what is stored.
      if (redetect) await bindings?.proxyChanged(input.id);
    },

    /**
     * Deletes proxies, all or nothing: one the member does not have is not found and nothing goes.
     * Phones bound to them lose their proxy in the same transaction (locking the proxies first, so
     * none is bound meanwhile), then their devices drop it; answers how many proxies and phones
     * (those outside the recycle bin).
     */
    async deleteBatch(memberId: number, ids: readonly number[]): Promise<ProxyDeleteResult> {
      const { deleted, unbound } = await db.transaction(async (tx) => {
        const txRepo = createProxiesRepo(tx);
        if ((await txRepo.lockMany(memberId, ids)).length !== ids.length) throw new AppError('PROXY_NOT_FOUND');
        const unbound = await txRepo.unbindPhones(ids);
        return { deleted: await txRepo.remove(memberId, ids), unbound };
      });
      if (unbound.length) await bindings?.phonesUnbound(unbound.map((p) => p.id));
      return { deleted, unboundPhones: unbound.filter((p) => p.recycledAt === null).length };
    },

    /** Moves proxies into one of the member's groups, all or nothing. */
    async updateGroup(memberId: number, ids: readonly number[], groupId: number) {
      await db.transaction(async (tx) => {
        await holdOwnGroup(tx, memberId, groupId);
        if ((await createProxiesRepo(tx).moveToGroup(memberId, ids, groupId)) !== ids.length) throw new AppError('PROXY_NOT_FOUND');
      });
    },
  };
}
export type ProxiesService = ReturnType<typeof createProxiesService>;
