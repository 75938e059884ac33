import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../http/authenticate.js';
import type { Clock } from '../../infra/clock.js';
import { createProxyBatchAdd } from './batch-add.js';
import type { ProxyBindings, ProxyDetection } from './ports.js';
import { proxiesRoutes } from './proxies.routes.js';
import { createProxiesService } from './proxies.service.js';
import type { ProxyCrypto } from './proxy-crypto.js';
import { proxyGroupsRoutes } from './proxy-groups.routes.js';
import { createProxyGroupsService } from './proxy-groups.service.js';

/**
 * Proxy management (issue 17, decision 026): a member's proxies and proxy groups, batch add, and
 * detection (delegated to the detection part through its port). Binding to phones is
 * proxy-setting's; the proxies are the signed-in member's own, another's are "not found".
 */
export function registerProxies(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    guards: Guards;
    crypto: ProxyCrypto;
    detection: ProxyDetection;
    /** proxy-setting's: bound phones' devices follow edits and deletions (optional until app.ts passes it). */
    bindings?: ProxyBindings;
  },
) {
  const { db, clock, guards, crypto, detection, bindings } = deps;
  const proxies = createProxiesService({ db, clock, crypto, bindings });
  const groups = createProxyGroupsService({ db, clock });
  const batch = createProxyBatchAdd({ db, clock, crypto });
  proxiesRoutes(app, { guard: guards.member, proxies, groups, batch, detection });
  proxyGroupsRoutes(app, { guard: guards.member, groups });
  return { proxies, groups, batch };
}
export type ProxyManagement = ReturnType<typeof registerProxies>;
