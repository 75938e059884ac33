import { PHONE_STATUS, TRANSITIONAL_STATUSES, type Locale, type OperationResults } from '@cloudphone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { COUNTRIES } from '../../devices/catalogue.js';
import { DeviceRefused, type DeviceDriver, type DeviceNetwork, type DeviceNetworkSetting, type DeviceState } from '../../devices/driver.js';
import type { Reconciler } from '../../devices/reconciler.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../infra/clock.js';
import { ensureIdle, forEachPhone, PhoneRefusal } from '../phones/phone-batch.js';
import type { ProxyBindings } from './ports.js';
import type { ProxyCrypto } from './proxy-crypto.js';
import { createProxySettingRepo, type BindableProxy } from './proxy-setting.repo.js';

interface Deps {
  db: Db;
  clock: Clock;
  crypto: ProxyCrypto;
  driver: DeviceDriver;
  reconciler: Reconciler;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * The ISO code of a proxy's detected country: its GeoIP code, else its name as the customization
 * catalogue spells it (Chinese or English); null when nothing was detected, or a country the
 * catalogue does not have.
 */
export function detectedCountryCode(proxy: Pick<BindableProxy, 'country' | 'countryCode'>): string | null {
  if (proxy.countryCode) return proxy.countryCode.toUpperCase();
  const name = proxy.country?.trim().toLowerCase();
  if (!name) return null;
  return COUNTRIES.find((c) => [c.code, c.name, c.nameEn].some((n) => n.toLowerCase() === name))?.code ?? null;
}

/**
 * Spec: a proxy whose detected country or region differs from the phone's cloud country (its
 * device profile's, which is the customization catalogue's) cannot be bound; one with nothing
 * detected can be bound to any phone.
 */
export function countryMismatch(proxy: Pick<BindableProxy, 'country' | 'countryCode'>, phoneCountry: string): boolean {
  if (!proxy.countryCode && !proxy.country?.trim()) return false;
  return detectedCountryCode(proxy) !== phoneCountry.toUpperCase();
}

/** A device on line and idle takes a setting; any other gets it from its next state (followDevice). */
const takesSetting = (state: DeviceState) =>
  state.online && state.status !== PHONE_STATUS.maintenance && !TRANSITIONAL_STATUSES.includes(state.status);

const sameNetwork = (a: DeviceNetwork | null, b: DeviceNetwork | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.protocol === b.protocol &&
    a.host === b.host &&
    a.port === b.port &&
    a.account === b.account &&
    a.outboundIp === b.outboundIp &&
    a.country === b.country &&
    a.timeZone === b.timeZone);

/** How many times in a row a device is given its setting without then reporting it, before we stop until it does. */
const MAX_REPAIRS = 3;

/**
 * Binding proxies to phones (issue 17, spec point 7 proxy-setting). The binding is the rental's
 * (phones.proxy_id, the owner's alone); the phone's device is told through the driver. The row
 * is the truth: whenever the reconciler applies a device state that does not match its rental's
 * proxy (a replacement's new device, a reset that wiped it, a device back on line, a released
 * device still holding a former renter's proxy), the device is set again (followDevice).
 */
export function createProxySettingService({ db, clock, crypto, driver, reconciler, log }: Deps) {
  const repo = createProxySettingRepo(db);
  const repairing = new Set<string>();
  const repairs = new Map<string, number>();

  /** What a device is told: credentials opened in memory only, and the detected location as ISO code and zone. */
  function settingOf(proxy: BindableProxy): DeviceNetworkSetting {
    const { account, password } = crypto.open(proxy.credentials);
    return {
      protocol: proxy.protocol as DeviceNetworkSetting['protocol'],
      host: proxy.host,
      port: proxy.port,
      account,
      password,
      outboundIp: proxy.outboundIp,
      country: detectedCountryCode(proxy),
      timeZone: proxy.timeZone,
    };
  }

  const publicOf = (proxy: BindableProxy | null): DeviceNetwork | null => {
    if (!proxy) return null;
    return {
      protocol: proxy.protocol as DeviceNetwork['protocol'],
      host: proxy.host,
      port: proxy.port,
      account: proxy.account,
      outboundIp: proxy.outboundIp,
      country: detectedCountryCode(proxy),
      timeZone: proxy.timeZone,
    };
  };

  /** Tells one device, best effort: a device that refuses now is set again from its next state. */
  async function tell(owlId: string, setting: DeviceNetworkSetting | null) {
    try {
      await reconciler.apply(await driver.setNetwork(owlId, setting));
    } catch (err) {
      if (!(err instanceof DeviceRefused)) log.warn({ err, owlId }, 'could not set a device proxy');
    }
  }

  /** Binds (or with null unbinds) `proxyId` on each phone; the member's own phones only. */
  async function bind(memberId: number, phoneIds: readonly number[], proxyId: number | null, locale: Locale): Promise<OperationResults> {
    const proxy = proxyId === null ? null : await repo.ownProxy(memberId, proxyId);
    if (proxy === undefined) throw new AppError('PROXY_NOT_FOUND');
    const setting = proxy ? settingOf(proxy) : null;
    const facts = await repo.phoneFacts(phoneIds);
    return forEachPhone({ db, clock }, memberId, phoneIds, locale, async (phone) => {
      ensureIdle(phone);
      const fact = facts.get(phone.id);
      if (!fact) throw new PhoneRefusal('phones.notFound');
      if (proxy && countryMismatch(proxy, fact.country)) throw new PhoneRefusal('proxy.countryMismatch');
      // The row first: a device event racing this call then already reads the new binding.
      await repo.setProxy(phone.id, proxyId);
      let state: DeviceState;
      try {
        state = await driver.setNetwork(phone.owlId, setting);
      } catch (error) {
        await repo.setProxy(phone.id, fact.proxyId);
        throw error;
      }
      await reconciler.apply(state);
    });
  }

  /**
   * A device state was applied: when it does not use what its rental is bound to, it is told
   * again (at most MAX_REPAIRS times in a row without success, so a device that ignores the
   * setting cannot keep us in a loop). A device with no rental drops any proxy it holds.
   */
  async function followDevice(state: DeviceState) {
    if (repairing.has(state.ref)) return;
    const binding = await repo.deviceBinding(state.ref);
    const proxy = binding?.proxy ?? null;
    if (sameNetwork(state.network ?? null, publicOf(proxy))) {
      repairs.delete(state.ref);
      return;
    }
    if (!takesSetting(state)) return;
    const count = repairs.get(state.ref) ?? 0;
    if (count >= MAX_REPAIRS) return;
    repairs.set(state.ref, count + 1);
    repairing.add(state.ref);
    try {
      await tell(state.ref, proxy ? settingOf(proxy) : null);
    } finally {
      repairing.delete(state.ref);
    }
  }
  reconciler.onState(followDevice);

  const bindings: ProxyBindings = {
    async unbindProxies(memberId, proxyIds) {
      const unbound = await repo.unbindProxies(memberId, proxyIds);
      for (const { owlId } of unbound) await tell(owlId, null);
      return unbound.length;
    },
    async proxyChanged(proxyId) {
      const proxy = await repo.proxy(proxyId);
      if (!proxy) return;
      const setting = settingOf(proxy);
      for (const { owlId } of await repo.boundDevices(proxyId)) await tell(owlId, setting);
    },
    async phonesUnbound(phoneIds) {
      // Each device gets what its phone is bound to now (another request may have bound it again since).
      for (const { owlId, proxy } of await repo.phoneBindings(phoneIds)) await tell(owlId, proxy ? settingOf(proxy) : null);
    },
  };

  return {
    ...bindings,
    /** Gives these phones' devices what their rows say now (e.g. after binding rows written directly: demo data). */
    syncPhones: (phoneIds: readonly number[]) => bindings.phonesUnbound(phoneIds),
    /** POST renew-redesign/proxy-setting. */
    setForPhones: (memberId: number, phoneIds: readonly number[], proxyId: number | null, locale: Locale) =>
      bind(memberId, phoneIds, proxyId, locale),
    /** POST renew-redesign/group-proxy-setting: every phone of one of the member's phone groups. */
    async setForGroup(memberId: number, groupId: number, proxyId: number | null, locale: Locale) {
      if (proxyId !== null && !(await repo.ownProxy(memberId, proxyId))) throw new AppError('PROXY_NOT_FOUND');
      if (!(await repo.ownGroup(memberId, groupId))) throw new AppError('GROUP_NOT_FOUND');
      const phoneIds = await repo.groupPhoneIds(memberId, groupId);
      if (!phoneIds.length) throw new AppError('PROXY_GROUP_EMPTY');
      return bind(memberId, phoneIds, proxyId, locale);
    },
    followDevice,
  };
}
export type ProxySettingService = ReturnType<typeof createProxySettingService>;
