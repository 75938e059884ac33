import { PROXY_DETECT_STATUS, PROXY_PASSWORD_MASK, type ProxyProtocol, type ProxyRow } from '@cloudphone/contract';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { phones, proxies, proxyGroups } from '../../db/schema.js';

export interface ProxyFilter {
  groupId?: number | undefined;
  /** A prefix of the host. */
  host?: string | undefined;
  /** The detected country, exactly. */
  country?: string | undefined;
  detectStatus?: number | undefined;
}

/** What a proxy is written with: the credentials already sealed and fingerprinted. */
export interface ProxyValues {
  protocol: ProxyProtocol;
  host: string;
  port: number;
  account: string;
  credentials: string;
  fingerprint: string;
  groupId: number;
  remark: string;
  expireTime: Date | null;
}

/** What a detection found; cleared when the proxy's address or credentials change. */
const NEVER_DETECTED = {
  outboundIp: null,
  country: null,
  countryCode: null,
  region: null,
  city: null,
  timeZone: null,
  longitude: null,
  latitude: null,
  detectStatus: PROXY_DETECT_STATUS.never,
  detectError: null,
  detectTime: null,
} as const;

const ms = (date: Date | null) => (date ? date.getTime() : null);

/**
 * A member's proxies. Every query is scoped to the member: another's proxy does not exist. Reads
 * never select the sealed credentials, and answer the password as the mask.
 */
export function createProxiesRepo(db: DbOrTx) {
  const own = (memberId: number, ids: readonly number[]) => and(eq(proxies.memberId, memberId), inArray(proxies.id, [...ids]));
  // The member's own phones bound to the proxy, outside the recycle bin (phones_proxy_idx).
  const bindCount = sql<number>`(select count(*)::int from ${phones} where ${phones.proxyId} = ${proxies.id} and ${phones.memberId} = ${proxies.memberId} and ${phones.recycledAt} is null)`;

  const rows = () =>
    db
      .select({
        id: proxies.id,
        protocol: proxies.protocol,
        host: proxies.host,
        port: proxies.port,
        account: proxies.account,
        groupId: proxies.groupId,
        groupName: proxyGroups.name,
        remark: proxies.remark,
        expireTime: proxies.expireTime,
        outboundIp: proxies.outboundIp,
        country: proxies.country,
        region: proxies.region,
        city: proxies.city,
        timeZone: proxies.timeZone,
        longitude: proxies.longitude,
        latitude: proxies.latitude,
        detectTime: proxies.detectTime,
        detectStatus: proxies.detectStatus,
        bindCount,
        createdAt: proxies.createdAt,
      })
      .from(proxies)
      .innerJoin(proxyGroups, eq(proxyGroups.id, proxies.groupId));
  type Selected = Awaited<ReturnType<typeof rows>>[number];

  const toRow = ({ createdAt, expireTime, detectTime, protocol, ...r }: Selected): ProxyRow => ({
    ...r,
    protocol: protocol as ProxyProtocol,
    password: PROXY_PASSWORD_MASK,
    expireTime: ms(expireTime),
    detectTime: ms(detectTime),
    createTime: createdAt.getTime(),
  });

  const whereOf = (memberId: number, f: ProxyFilter): SQL =>
    and(
      eq(proxies.memberId, memberId),
      f.groupId === undefined ? undefined : eq(proxies.groupId, f.groupId),
      // starts_with, not LIKE: a typed `_` or `%` is a character, not a wildcard.
      f.host ? sql`starts_with(${proxies.host}, ${f.host}::text)` : undefined,
      f.country ? eq(proxies.country, f.country) : undefined,
      f.detectStatus === undefined ? undefined : eq(proxies.detectStatus, f.detectStatus),
    )!;

  return {
    /** The member's proxies matching the filter, newest first. */
    async page(memberId: number, f: ProxyFilter, pageNo: number, pageSize: number) {
      const where = whereOf(memberId, f);
      const [list, [{ total } = { total: 0 }]] = await Promise.all([
        rows()
          .where(where)
          .orderBy(desc(proxies.createdAt), desc(proxies.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ total: count() }).from(proxies).where(where),
      ]);
      return { list: list.map(toRow), total };
    },

    async get(memberId: number, id: number): Promise<ProxyRow | undefined> {
      const [row] = await rows().where(own(memberId, [id]));
      return row && toRow(row);
    },

    /** One multi-row insert; the new ids in the order of `values`. */
    async insert(memberId: number, values: readonly ProxyValues[], now: Date): Promise<number[]> {
      if (values.length === 0) return [];
      const inserted = await db
        .insert(proxies)
        .values(values.map((v) => ({ ...v, memberId, createdAt: now })))
        .returning({ id: proxies.id });
      // Identity values are drawn in the order the rows are inserted, so sorting restores it
      // whatever order RETURNING gives them in.
      return inserted.map((r) => r.id).sort((a, b) => a - b);
    },

    /** The member's proxy with its sealed credentials, locked for update until the transaction ends. */
    async lockOne(memberId: number, id: number) {
      const [row] = await db
        .select({
          credentials: proxies.credentials,
          fingerprint: proxies.fingerprint,
          protocol: proxies.protocol,
          expireTime: proxies.expireTime,
        })
        .from(proxies)
        .where(own(memberId, [id]))
        .for('update');
      return row;
    },

    /** Rewrites a proxy; `redetect` clears what the last detection found (it was of another address). */
    async update(memberId: number, id: number, values: Partial<ProxyValues>, redetect: boolean) {
      await db
        .update(proxies)
        .set({ ...values, ...(redetect ? NEVER_DETECTED : {}) })
        .where(own(memberId, [id]));
    },

    /** The member's proxies among `ids`, locked for update in id order. */
    async lockMany(memberId: number, ids: readonly number[]) {
      const rows = await db.select({ id: proxies.id }).from(proxies).where(own(memberId, ids)).orderBy(asc(proxies.id)).for('update');
      return rows.map((r) => r.id);
    },

    /** Unbinds every phone from these proxies; answers the phones, and whether each is outside the recycle bin. */
    unbindPhones(proxyIds: readonly number[]) {
      return db
        .update(phones)
        .set({ proxyId: null })
        .where(inArray(phones.proxyId, [...proxyIds]))
        .returning({ id: phones.id, recycledAt: phones.recycledAt });
    },

    async remove(memberId: number, ids: readonly number[]) {
      const rows = await db.delete(proxies).where(own(memberId, ids)).returning({ id: proxies.id });
      return rows.length;
    },

    /** Moves the member's proxies among `ids` into the group; answers how many moved. */
    async moveToGroup(memberId: number, ids: readonly number[], groupId: number) {
      const rows = await db.update(proxies).set({ groupId }).where(own(memberId, ids)).returning({ id: proxies.id });
      return rows.length;
    },

    /** Moves every proxy of the member's `fromGroups` into `groupId`. */
    async moveGroups(memberId: number, fromGroups: readonly number[], groupId: number) {
      await db
        .update(proxies)
        .set({ groupId })
        .where(and(eq(proxies.memberId, memberId), inArray(proxies.groupId, [...fromGroups])));
    },

    /** Which of these fingerprints the member's proxies already have. */
    async existingFingerprints(memberId: number, fingerprints: readonly string[]) {
      if (fingerprints.length === 0) return new Set<string>();
      const rows = await db
        .selectDistinct({ fingerprint: proxies.fingerprint })
        .from(proxies)
        .where(and(eq(proxies.memberId, memberId), inArray(proxies.fingerprint, [...fingerprints])));
      return new Set(rows.map((r) => r.fingerprint));
    },
  };
}
export type ProxiesRepo = ReturnType<typeof createProxiesRepo>;
