import { proxySettingApi, proxySettingSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { DeviceDriver } from '../../devices/driver.js';
import type { Reconciler } from '../../devices/reconciler.js';
import type { Guards } from '../../http/authenticate.js';
import { serveMemberArea } from '../../http/endpoints.js';
import type { Clock } from '../../infra/clock.js';
import type { ProxyCrypto } from './proxy-crypto.js';
import { createProxySettingService } from './proxy-setting.service.js';

/**
 * Binding proxies to phones (issue 17; spec point 7 renew-redesign/proxy-setting and
 * group-proxy-setting): a result per phone, the owner's phones only. Answers the ProxyBindings
 * management calls when it deletes or edits proxies, and keeps devices on their rental's proxy.
 */
export function registerProxySetting(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; guards: Guards; crypto: ProxyCrypto; driver: DeviceDriver; reconciler: Reconciler },
) {
  const setting = createProxySettingService({ ...deps, log: app.log });
  serveMemberArea(
    app,
    deps.guards.member,
    { area: proxySettingApi, schemas: proxySettingSchemas },
    {
      phones: ({ memberId, input, locale }) => setting.setForPhones(memberId, input.phoneIds, input.proxyId, locale),
      group: ({ memberId, input, locale }) => setting.setForGroup(memberId, input.groupId, input.proxyId, locale),
    },
  );
  return setting;
}
export type ProxySetting = ReturnType<typeof registerProxySetting>;
