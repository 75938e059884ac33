import { SHARE_LINK_MINUTES } from '@cloudphone/contract';
import type { RouteOptions } from 'fastify';
import type { z } from 'zod';
import { fieldNames } from '../fuzz/fuzz-inputs.js';
import type { RouteKind } from './matrix-outcomes.js';
import type { Caller, Members, World } from './matrix-world.js';

/** The fields that name something a member owns or holds. */
const PHONE_FIELDS = ['phoneId', 'phoneIds', 'masterId'];
const OBJECT_FIELDS = [
  'groupId',
  'tagId',
  'phoneTagId',
  'fileIds',
  'relationId',
  'relationIds',
  'subMemberId',
  // Proxies and proxy groups (issue 17).
  'ids',
  'oldGroupIds',
  'newGroupId',
];
/** Under these paths `groupId` and `ids` name proxy groups and proxies, not phone groups. */
const PROXY_PATHS = ['/app-api/infra/proxy/', '/app-api/infra/proxy-group/'];
/** Under this path `id` and `ids` name messages of the member's message center (issue 18). */
const NOTICE_PATH = '/app-api/system/notify-message/';

/** What a bare `id` names, by where the route lives; a route with an `id` elsewhere must be added here. */
const ID_OWNERS: Array<[prefix: string, names: string]> = [
  ['/app-api/trade/phone-group/', 'group'],
  ['/app-api/trade/phone-tag/', 'tag'],
  ['/app-api/infra/share-link/', 'share link'],
  ['/app-api/infra/upload-record/', 'upload record'],
  ['/app-api/member/member/', 'sub-account'],
  ['/app-api/member/paternity/', 'sub-account'],
  ['/app-api/trade/phone-bound/', 'phone label'],
  ['/app-api/infra/proxy/', 'proxy'],
  ['/app-api/infra/proxy-group/', 'proxy group'],
  [NOTICE_PATH, 'message'],
];
/** Ids of things nobody owns (the customisation catalogue's cities). */
const PUBLIC_IDS = ['/app-api/infra/renew-redesign/cities/:id'];

/**
 * What a grantee may do (decision 025), by route; every other route that names a phone is the
 * owner's alone. The one list to change when a grantee is given more.
 */
const GRANTEE_MAY: Record<string, 'phone:watch' | 'phone:operate'> = {
  'POST /app-api/infra/cacloud-resource/phone/startPhone': 'phone:watch',
  'GET /app-api/infra/cacloud-resource/phone/thumbnail': 'phone:watch',
  'POST /app-api/infra/cacloud-resource/phone/updPhoneSessionError': 'phone:watch',
  'POST /app-api/trade/phone-bound/query-status': 'phone:watch',
  'GET /app-api/trade/phone/operations': 'phone:watch',
  'GET /app-api/infra/renew-redesign/latest-renew-log': 'phone:watch',
  'POST /app-api/infra/cacloud-resource/phone/startGroupControl': 'phone:operate',
  'POST /app-api/infra/cacloud/reboot-instance': 'phone:operate',
  'POST /app-api/infra/cacloud/powerOnInstanceAsync': 'phone:operate',
  'POST /app-api/infra/cacloud/shutDownInstanceAsync': 'phone:operate',
  'POST /app-api/infra/cacloud/start': 'phone:operate',
  'POST /app-api/infra/cacloud/stop': 'phone:operate',
  'POST /app-api/trade/phone/check': 'phone:operate',
  'POST /app-api/infra/cacloud-resource/phone/getMts': 'phone:watch',
};

/** Fields a route takes one of: the matrix names phones. */
const OMIT: Record<string, string[]> = {
  'POST /app-api/owl/maintainerAllot/addMaintainerAllot': ['groupId'],
  // `{ id }` or `{ ids }`, never both.
  'POST /app-api/infra/proxy/detect': ['ids'],
};

export interface MatrixRoute {
  name: string;
  method: string;
  url: string;
  kind: RouteKind;
  fields: string[];
  inQuery: boolean;
}

const isZod = (s: unknown): s is z.ZodType => typeof (s as { safeParse?: unknown } | undefined)?.safeParse === 'function';

/** Every member route of the app that takes an id of something a member owns or holds, with its kind. */
export function matrixRoutes(routes: readonly RouteOptions[]): MatrixRoute[] {
  return routes.flatMap((route) => {
    const url = route.url;
    if (!url.startsWith('/app-api/') || url.startsWith('/app-api/docs') || url.startsWith('/app-api/pay/notify/')) return [];
    if (PUBLIC_IDS.includes(url)) return [];
    const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown; params?: unknown };
    const input = [schema.body, schema.querystring, schema.params].find(isZod);
    const fields = input ? fieldNames(input) : [];
    const names = (list: string[]) => fields.some((f) => list.includes(f));
    const idOwner = fields.includes('id') ? ID_OWNERS.find(([prefix]) => url.startsWith(prefix)) : undefined;
    if (fields.includes('id') && !idOwner) throw new Error(`${url}: what does its id name? Add it to ID_OWNERS or PUBLIC_IDS`);
    if (!names(PHONE_FIELDS) && !names(OBJECT_FIELDS) && !idOwner) return [];
    return [route.method]
      .flat()
      .filter((method) => method !== 'HEAD')
      .map((method) => {
        const name = `${method} ${url}`;
        const kind: RouteKind = names(OBJECT_FIELDS) || idOwner ? 'object' : (GRANTEE_MAY[name] ?? 'phone:owner');
        return { name, method, url, kind, fields, inQuery: isZod(schema.querystring) };
      });
  });
}

/** A valid input for the route as `caller` would send it: the ids of the world's things, and plain values for the rest. */
export function inputFor(route: MatrixRoute, world: World, members: Members, caller: Caller, now: Date): Record<string, unknown> {
  const phone = world.phoneFor(caller);
  const isProxyRoute = PROXY_PATHS.some((prefix) => route.url.startsWith(prefix));
  const idOf = () => {
    const owner = ID_OWNERS.find(([prefix]) => route.url.startsWith(prefix))![1];
    return {
      group: world.groupId,
      tag: world.tagId,
      'share link': world.linkId,
      'upload record': members.recordId,
      'sub-account': world.subAccountId,
      'phone label': world.labelId,
      proxy: world.proxyId,
      'proxy group': world.proxyGroupId,
      message: world.noticeId,
    }[owner];
  };
  const values: Record<string, () => unknown> = {
    phoneId: () => phone,
    phoneIds: () => (route.url.endsWith('/startGroupControl') ? [phone, world.secondFor(caller)] : [phone]),
    masterId: () => phone,
    groupId: () => (isProxyRoute ? world.proxyGroupId : world.groupId),
    tagId: () => world.tagId,
    phoneTagId: () => world.tagId,
    fileIds: () => [members.fileId],
    relationId: () => world.relationId,
    relationIds: () => [world.relationId],
    subMemberId: () => world.subAccountId,
    id: idOf,
    relationType: () => 1,
    migrate: () => false,
    dpi: () => 240,
    alias: () => 'matrix',
    name: () => 'matrix',
    label: () => 'matrix',
    brand: () => 'Google',
    model: () => 'Pixel 5',
    countryId: () => 3,
    cityId: () => 301,
    packageName: () => 'com.example.hello',
    expireMinutes: () => SHARE_LINK_MINUTES[0],
    accreditType: () => 2,
    expireTime: () => now.getTime() + 2 * 86_400_000,
    subMemberPhone: () => members.bystanderPhone,
    receiverPhone: () => members.bystanderPhone,
    status: () => 1,
    // A demo renewal code (redeem-code/renew); as a session error's code (updPhoneSessionError) any text does.
    code: () => 'DEMA-RENA-WXYZ-2345',
    type: () => 'renewal',
    payChannel: () => 'sandbox',
    agreed: () => true,
    priceId: () => members.renewalPriceId,
    quantity: () => 1,
    // Proxies: nothing listens on port 1, so the owner's detection fails at once.
    ids: () => (route.url.startsWith(NOTICE_PATH) ? [world.noticeId] : [world.proxyId]),
    oldGroupIds: () => [world.otherProxyGroupId],
    newGroupId: () => world.proxyGroupId,
    // Binding a phone to a proxy names the caller's own proxy: what is under test is the phone.
    proxyId: () => (caller === 'owner' ? world.proxyId : (members.proxies[caller] ?? world.proxyId)),
    protocol: () => 'SOCKS5',
    host: () => '127.0.0.1',
    port: () => 1,
    account: () => 'matrix',
    password: () => 'Matrix#1',
    content: () => '127.0.0.2:1:matrix:Matrix#1',
    checkDuplicate: () => false,
  };
  const input: Record<string, unknown> = {};
  for (const field of route.fields) {
    if (OMIT[route.name]?.includes(field)) continue;
    const value = values[field];
    if (value) input[field] = value();
  }
  return input;
}
