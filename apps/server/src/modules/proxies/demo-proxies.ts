import { PROXY_DETECT_STATUS, type ProxyProtocol } from '@cloudphone/contract';
import type { Db } from '../../db/client.js';
import { proxies, proxyGroups } from '../../db/schema.js';
import type { Clock } from '../../infra/clock.js';
import { sealProxy } from './proxies.service.js';
import type { ProxyCrypto } from './proxy-crypto.js';

const DAY = 86_400_000;

interface Found {
  country: string;
  countryCode: string;
  region: string;
  city: string;
  timeZone: string;
  longitude: number;
  latitude: number;
}

interface DemoProxy {
  group: string;
  protocol: ProxyProtocol;
  host: string;
  port: number;
  account: string;
  remark?: string;
  expiresInDays?: number;
  /** What the last detection found; 'failed' a failed one; absent: never detected. */
  found?: Found | 'failed';
}

const SHANGHAI: Found = {
  country: 'China',
  countryCode: 'CN',
  region: 'Shanghai',
  city: 'Shanghai',
  timeZone: 'Asia/Shanghai',
  longitude: 121.4581,
  latitude: 31.2222,
};
const SHENZHEN: Found = { ...SHANGHAI, region: 'Guangdong', city: 'Shenzhen', longitude: 114.0683, latitude: 22.5455 };
const LOS_ANGELES: Found = {
  country: 'United States',
  countryCode: 'US',
  region: 'California',
  city: 'Los Angeles',
  timeZone: 'America/Los_Angeles',
  longitude: -118.2441,
  latitude: 34.0544,
};

// Documentation addresses (TEST-NET-2 and -3, RFC 5737): nothing answers there, so a detection
// of them fails, as it would for a dead proxy.
const DEMO_PROXIES: DemoProxy[] = [
  { group: '住宅代理', protocol: 'SOCKS5', host: '203.0.113.10', port: 1080, account: 'demo01', remark: '上海住宅', found: SHANGHAI },
  { group: '住宅代理', protocol: 'SOCKS5', host: '203.0.113.11', port: 1080, account: 'demo02', remark: '深圳住宅', found: SHENZHEN },
  { group: '住宅代理', protocol: 'SOCKS5', host: '203.0.113.12', port: 1080, account: 'demo03', remark: '备用' },
  { group: '机房代理', protocol: 'HTTP', host: '198.51.100.20', port: 8080, account: 'dc01', found: LOS_ANGELES, expiresInDays: 30 },
  { group: '机房代理', protocol: 'HTTPS', host: '198.51.100.21', port: 8443, account: 'dc02', found: 'failed' },
  { group: '机房代理', protocol: 'SOCKS5', host: '198.51.100.22', port: 1080, account: 'dc03', expiresInDays: 7 },
];

/**
 * Demo proxies (issue 17): six of the member's in two groups, some detected (two in China, one in
 * the US, one failed), the others never. Answers their ids in the order above: the first two are
 * detected in China (CN), ready to bind to the demo's phones.
 */
export async function seedDemoProxies(db: Db, clock: Clock, crypto: ProxyCrypto, memberId: number): Promise<number[]> {
  const now = clock.now().getTime();
  const groups = new Map<string, number>();
  for (const name of new Set(DEMO_PROXIES.map((p) => p.group))) {
    const [row] = await db.insert(proxyGroups).values({ memberId, name }).returning({ id: proxyGroups.id });
    groups.set(name, row!.id);
  }
  const rows = await db
    .insert(proxies)
    .values(
      DEMO_PROXIES.map((p, i) => {
        const detected = p.found && p.found !== 'failed' ? p.found : undefined;
        return {
          memberId,
          groupId: groups.get(p.group)!,
          protocol: p.protocol,
          host: p.host,
          port: p.port,
          ...sealProxy(crypto, { host: p.host, port: p.port, account: p.account, password: `Demo@${p.account}` }),
          remark: p.remark ?? '',
          expireTime: p.expiresInDays ? new Date(now + p.expiresInDays * DAY) : null,
          ...(detected ? { ...detected, outboundIp: p.host } : {}),
          detectStatus: !p.found ? PROXY_DETECT_STATUS.never : detected ? PROXY_DETECT_STATUS.available : PROXY_DETECT_STATUS.failed,
          detectError: p.found === 'failed' ? 'proxy.detect.connectFailed' : null,
          detectTime: p.found ? new Date(now - DAY / 4) : null,
          // Oldest first, so the list (newest first) shows them in reverse of the order above.
          createdAt: new Date(now - (DEMO_PROXIES.length - i) * 3_600_000),
        };
      }),
    )
    .returning({ id: proxies.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
