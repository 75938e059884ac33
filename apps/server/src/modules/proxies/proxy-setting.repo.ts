import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { devices, phoneGroups, phones, proxies } from '../../db/schema.js';

/** What binding needs of a proxy: where it is, its sealed credentials, and what detection found. */
const proxyColumns = {
  id: proxies.id,
  memberId: proxies.memberId,
  protocol: proxies.protocol,
  host: proxies.host,
  port: proxies.port,
  account: proxies.account,
  credentials: proxies.credentials,
  outboundIp: proxies.outboundIp,
  country: proxies.country,
  countryCode: proxies.countryCode,
  timeZone: proxies.timeZone,
};
export interface BindableProxy {
  id: number;
  memberId: number;
  protocol: string;
  host: string;
  port: number;
  account: string;
  credentials: string;
  outboundIp: string | null;
  country: string | null;
  countryCode: string | null;
  timeZone: string | null;
}

/** A phone's proxy counts only while phone and proxy have the same owner (a transferred phone leaves its proxy behind). */
const sameOwner = and(eq(proxies.id, phones.proxyId), eq(proxies.memberId, phones.memberId));

/** Binding proxies to phones (issue 17): phones.proxy_id, and what the devices of bound phones must be told. */
export function createProxySettingRepo(db: DbOrTx) {
  return {
    /** The member's proxy, or undefined (another member's does not exist for them). */
    async ownProxy(memberId: number, proxyId: number): Promise<BindableProxy | undefined> {
      const [row] = await db
        .select(proxyColumns)
        .from(proxies)
        .where(and(eq(proxies.id, proxyId), eq(proxies.memberId, memberId)));
      return row;
    },

    async proxy(proxyId: number): Promise<BindableProxy | undefined> {
      const [row] = await db.select(proxyColumns).from(proxies).where(eq(proxies.id, proxyId));
      return row;
    },

    /** Each phone's cloud country (its device profile's) and the proxy it is bound to now. */
    async phoneFacts(phoneIds: readonly number[]): Promise<Map<number, { country: string; proxyId: number | null }>> {
      if (!phoneIds.length) return new Map();
      const rows = await db
        .select({ id: phones.id, country: devices.country, proxyId: phones.proxyId })
        .from(phones)
        .innerJoin(devices, eq(devices.id, phones.deviceId))
        .where(inArray(phones.id, [...phoneIds]));
      return new Map(rows.map(({ id, ...facts }) => [id, facts]));
    },

    async setProxy(phoneId: number, proxyId: number | null) {
      await db.update(phones).set({ proxyId }).where(eq(phones.id, phoneId));
    },

    /** Whether the phone group is the member's. */
    async ownGroup(memberId: number, groupId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: phoneGroups.id })
        .from(phoneGroups)
        .where(and(eq(phoneGroups.id, groupId), eq(phoneGroups.memberId, memberId)));
      return row !== undefined;
    },

    /** The member's phones in one of their groups (not in the recycle bin), oldest first. */
    async groupPhoneIds(memberId: number, groupId: number): Promise<number[]> {
      const rows = await db
        .select({ id: phones.id })
        .from(phones)
        .where(and(eq(phones.groupId, groupId), eq(phones.memberId, memberId), isNull(phones.recycledAt)))
        .orderBy(asc(phones.id));
      return rows.map((r) => r.id);
    },

    /**
     * What the device `owlId` should be using: undefined when no phone is rented on it, else the
     * phone's proxy (null: its own line).
     */
    async deviceBinding(owlId: string): Promise<{ phoneId: number; proxy: BindableProxy | null } | undefined> {
      const [row] = await db
        .select({ phoneId: phones.id, proxy: proxyColumns })
        .from(devices)
        .innerJoin(phones, eq(phones.deviceId, devices.id))
        .leftJoin(proxies, sameOwner)
        .where(eq(devices.owlId, owlId));
      if (!row) return undefined;
      return { phoneId: row.phoneId, proxy: row.proxy };
    },

    /** These phones' devices with what each should use now (its proxy, or null). */
    async phoneBindings(phoneIds: readonly number[]): Promise<Array<{ owlId: string; proxy: BindableProxy | null }>> {
      if (!phoneIds.length) return [];
      return db
        .select({ owlId: devices.owlId, proxy: proxyColumns })
        .from(phones)
        .innerJoin(devices, eq(devices.id, phones.deviceId))
        .leftJoin(proxies, sameOwner)
        .where(inArray(phones.id, [...phoneIds]));
    },

    /** The devices of the phones bound to a proxy. */
    async boundDevices(proxyId: number): Promise<Array<{ phoneId: number; owlId: string }>> {
      return db
        .select({ phoneId: phones.id, owlId: devices.owlId })
        .from(phones)
        .innerJoin(devices, eq(devices.id, phones.deviceId))
        .where(eq(phones.proxyId, proxyId));
    },

    /** Unbinds every phone bound to these proxies of the member; answers their devices. */
    async unbindProxies(memberId: number, proxyIds: readonly number[]): Promise<Array<{ phoneId: number; owlId: string }>> {
      if (!proxyIds.length) return [];
      const own = db
        .select({ id: proxies.id })
        .from(proxies)
        .where(and(inArray(proxies.id, [...proxyIds]), eq(proxies.memberId, memberId)));
      const rows = await db
        .update(phones)
        .set({ proxyId: null })
        .where(inArray(phones.proxyId, own))
        .returning({ phoneId: phones.id, deviceId: phones.deviceId });
      if (!rows.length) return [];
      const owl = await db
        .select({ id: devices.id, owlId: devices.owlId })
        .from(devices)
        .where(
          inArray(
            devices.id,
            rows.map((r) => r.deviceId),
          ),
        );
      const owlOf = new Map(owl.map((d) => [d.id, d.owlId]));
      return rows.map((r) => ({ phoneId: r.phoneId, owlId: owlOf.get(r.deviceId) ?? '' })).filter((r) => r.owlId !== '');
    },
  };
}
export type ProxySettingRepo = ReturnType<typeof createProxySettingRepo>;
