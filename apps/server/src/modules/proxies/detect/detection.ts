import { setMaxListeners } from 'node:events';
import { translate, type Locale, type MessageKey, type ProxyDetectResult } from '@cloudphone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../http/app-error.js';
import type { Clock } from '../../../infra/clock.js';
import type { Kv } from '../../../infra/kv.js';
import type { ProxyCrypto } from '../proxy-crypto.js';
import type { DialableProxy, ProxyBindings, ProxyDetection } from '../ports.js';
import { createDetectRepo, type StoredProxy } from './detect.repo.js';
import { dialEcho, type DialOptions, type DialOutcome } from './dialer.js';
import { createGeoIp, NO_LOCATION, type GeoLocation } from './geoip.js';

type DetectConfig = Pick<
  Config,
  'PROXY_DETECT_URL' | 'PROXY_DETECT_TIMEOUT_MS' | 'PROXY_DETECT_CONCURRENCY' | 'PROXY_REDETECT_S' | 'GEOIP_DB_PATH'
>;

/** The re-detection's lease in the shared store: one node sweeps at a time. */
const SWEEP_KEY = 'proxies:redetect';
/** Renewed every third of it while the sweep runs, so a crashed node's lease lapses within a minute. */
const SWEEP_LEASE_S = 60;
/** Proxies read per page of the sweep. */
const SWEEP_PAGE = 100;
/** A default interval of a day, and the timer looks at least hourly, so restarts cannot starve the sweep. */
const DEFAULT_REDETECT_S = 86_400;
const MAX_TICK_S = 3600;

/** One detection's outcome, before translation. */
interface Detected {
  id: number;
  key: MessageKey;
  ip: string | null;
  where: GeoLocation;
  at: Date;
}

/** Runs `work` over `items`, at most `limit` at once; results in the items' order. */
async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Proxy detection (issue 17, decision 027): through the proxy to the IP-echo service, then the
 * outbound IP's location from the offline GeoIP database, recorded on the proxy's row. Members
 * detect up to 100 of their own proxies per call, PROXY_DETECT_CONCURRENCY at a time; the sweep
 * re-detects proxies bound to phones once their last detection is PROXY_REDETECT_S old, on one
 * node at a time. Credentials are opened only in memory for the dial and never logged.
 */
export function createProxyDetection(deps: {
  config: DetectConfig;
  db: Db;
  kv: Kv;
  clock: Clock;
  crypto: ProxyCrypto;
  log: FastifyBaseLogger;
  /** Bound phones' devices follow a proxy whose outbound IP, country or time zone detection changed (proxy-setting's). */
  bindings?: Pick<ProxyBindings, 'proxyChanged'>;
  /** Dial options for tests (an extra CA for an https:// echo). */
  dial?: Pick<DialOptions, 'ca'>;
}): ProxyDetection {
  const { config, db, kv, clock, crypto, log } = deps;
  const repo = createDetectRepo(db);
  const geo = createGeoIp(config.GEOIP_DB_PATH, log);
  const closing = new AbortController();
  // Every dial in flight listens to it (20 per call, calls at once): no leak warning for those.
  setMaxListeners(0, closing.signal);
  const node = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  const redetectS = config.PROXY_REDETECT_S > 0 ? config.PROXY_REDETECT_S : DEFAULT_REDETECT_S;
  let timer: NodeJS.Timeout | null = null;
  let sweeping: Promise<number> | null = null;

  async function detectOne(stored: StoredProxy): Promise<Detected> {
    let outcome: DialOutcome;
    try {
      const { account, password } = crypto.open(stored.credentials);
      const proxy: DialableProxy = { id: stored.id, protocol: stored.protocol, host: stored.host, port: stored.port, account, password };
      outcome = await dialEcho(proxy, {
        url: config.PROXY_DETECT_URL,
        timeoutMs: config.PROXY_DETECT_TIMEOUT_MS,
        signal: closing.signal,
        ...deps.dial,
      });
    } catch (err) {
      // Sealed under another APP_SECRET, or damaged: nothing of it is printed.
      log.error({ proxyId: stored.id, err: { name: (err as Error).name } }, 'proxy credentials could not be opened');
      outcome = { ok: false, reason: 'answer', cause: 'credentials unreadable' };
    }
    // The server is stopping: what was cut short says nothing about the proxy.
    if (closing.signal.aborted) throw new Error('proxy detection stopped: the server is closing');
    const at = clock.now();
    if (outcome.ok) {
      const where = await geo.lookup(outcome.ip);
      await repo.recordFound(stored.id, outcome.ip, where, at);
      const moved = stored.outboundIp !== outcome.ip || stored.countryCode !== where.countryCode || stored.timeZone !== where.timeZone;
      if (moved && deps.bindings)
        await deps.bindings
          .proxyChanged(stored.id)
          .catch((err: unknown) => log.error({ err, proxyId: stored.id }, "bound phones not updated after the proxy's detection"));
      return { id: stored.id, key: 'proxy.detect.success', ip: outcome.ip, where, at };
    }
    const key: MessageKey = outcome.reason === 'connect' ? 'proxy.detect.connectFailed' : 'proxy.detect.failed';
    log.debug({ proxyId: stored.id, reason: outcome.reason, cause: outcome.cause }, 'proxy detection failed');
    await repo.recordFailed(stored.id, key, at);
    return { id: stored.id, key, ip: null, where: NO_LOCATION, at };
  }

  const present = (d: Detected, locale: Locale): ProxyDetectResult => ({
    id: d.id,
    ok: d.ip !== null,
    msg: translate(d.key, locale),
    outboundIp: d.ip,
    ...d.where,
    detectTime: d.at.getTime(),
  });

  async function sweep(): Promise<number> {
    if (!(await kv.setIfAbsent(SWEEP_KEY, node, SWEEP_LEASE_S))) return 0;
    let held = true;
    const heartbeat = setInterval(
      () => {
        void kv.extendIfEquals(SWEEP_KEY, node, SWEEP_LEASE_S).then(
          (still) => {
            if (!still) held = false;
          },
          (err: unknown) => log.warn({ err }, 'proxy re-detection lease not renewed'),
        );
      },
      (SWEEP_LEASE_S / 3) * 1000,
    );
    heartbeat.unref();
    let detected = 0;
    let failed = 0;
    try {
      const before = new Date(clock.now().getTime() - redetectS * 1000);
      let afterId = 0;
      while (held && !closing.signal.aborted) {
        const page = await repo.dueForRedetection(before, afterId, SWEEP_PAGE);
        if (!page.length) break;
        const outcomes = await mapLimited(page, config.PROXY_DETECT_CONCURRENCY, detectOne);
        detected += outcomes.length;
        failed += outcomes.filter((o) => o.ip === null).length;
        afterId = page[page.length - 1]!.id;
      }
      if (detected) log.info({ detected, failed }, 'bound proxies re-detected');
      return detected;
    } finally {
      clearInterval(heartbeat);
      await kv.deleteIfEquals(SWEEP_KEY, node);
    }
  }

  function sweepOnce(): Promise<number> {
    // One sweep per node at a time: a tick during a long sweep joins it.
    sweeping ??= sweep().finally(() => {
      sweeping = null;
    });
    return sweeping;
  }

  return {
    async detectForMember(memberId, input, locale) {
      const ids = 'id' in input ? [input.id] : [...new Set(input.ids)];
      const owned = await repo.ownedBy(memberId, ids);
      // Another member's proxy, or one that is gone: the whole call is refused, nothing is dialled.
      if (owned.length !== ids.length) throw new AppError('PROXY_NOT_FOUND');
      const byId = new Map(owned.map((p) => [p.id, p]));
      const detected = await mapLimited(
        ids.map((id) => byId.get(id)!),
        config.PROXY_DETECT_CONCURRENCY,
        detectOne,
      );
      const results = detected.map((d) => present(d, locale));
      return 'id' in input ? results[0]! : { results };
    },

    start() {
      if (timer || config.PROXY_REDETECT_S <= 0 || closing.signal.aborted) return;
      const run = () => void sweepOnce().catch((err: unknown) => log.error({ err }, 'proxy re-detection failed'));
      timer = setInterval(run, Math.min(config.PROXY_REDETECT_S, MAX_TICK_S) * 1000);
      timer.unref();
    },

    sweepOnce,

    async close() {
      if (timer) clearInterval(timer);
      timer = null;
      closing.abort();
      await sweeping?.catch(() => undefined);
    },
  };
}
