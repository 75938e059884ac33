import { z } from 'zod';
import type { EndpointSchemas } from './endpoint.js';
import { pageResult } from './envelope.js';
import { OperationResultsSchema } from './phones.js';
import type { proxiesApi, proxyGroupsApi, proxySettingApi } from './proxies.endpoints.js';
import {
  GroupProxySettingSchema,
  ProxyBatchCreateSchema,
  ProxyBatchResultSchema,
  ProxyCreateSchema,
  ProxyDeleteResultSchema,
  ProxyDeleteSchema,
  ProxyDetectResultSchema,
  ProxyDetectResultsSchema,
  ProxyDetectSchema,
  ProxyGroupCreateSchema,
  ProxyGroupDeleteSchema,
  ProxyGroupSchema,
  ProxyGroupUpdateSchema,
  ProxyIdSchema,
  ProxyMergeGroupSchema,
  ProxyPageQuerySchema,
  ProxyRowSchema,
  ProxySettingSchema,
  ProxyUpdateGroupSchema,
  ProxyUpdateSchema,
} from './proxies.js';

const id = z.number().int();
const done = z.boolean();

export const proxiesSchemas = {
  page: {
    summary: "The member's proxies, newest first, by group, host prefix, detected country or detection state; passwords masked",
    input: ProxyPageQuerySchema,
    reply: pageResult(ProxyRowSchema),
  },
  get: { summary: 'One proxy; the password masked', input: ProxyIdSchema, reply: ProxyRowSchema },
  create: {
    summary: 'Add a proxy (SOCKS5, HTTP or HTTPS; IPv4 host); returns its id. Credentials are stored encrypted',
    input: ProxyCreateSchema,
    reply: id,
  },
  createBatch: {
    summary:
      'Add SOCKS5 proxies, one per line: host:port:account:password{remark} or account:password@host:port{remark}; up to 1000 lines, a result per line. A refused line adds nothing else',
    input: ProxyBatchCreateSchema,
    reply: ProxyBatchResultSchema,
  },
  update: { summary: 'Edit a proxy; an empty password keeps the stored one', input: ProxyUpdateSchema, reply: done },
  deleteBatch: {
    summary: 'Delete proxies; phones bound to them lose their proxy first. Returns how many proxies and phones',
    input: ProxyDeleteSchema,
    reply: ProxyDeleteResultSchema,
  },
  updateGroup: { summary: 'Move proxies into a group', input: ProxyUpdateGroupSchema, reply: done },
  mergeGroup: {
    summary: "Merge groups: the old groups' proxies move to the new group and the old groups are deleted",
    input: ProxyMergeGroupSchema,
    reply: done,
  },
  detect: {
    summary:
      'Detect proxies: connect through each to the IP-echo service, look the outbound IP up in the GeoIP database and record it. { id } answers one result, { ids } (up to 100) { results }',
    input: ProxyDetectSchema,
    reply: z.union([ProxyDetectResultSchema, ProxyDetectResultsSchema]),
  },
} satisfies EndpointSchemas<typeof proxiesApi.endpoints>;

export const proxyGroupsSchemas = {
  list: { summary: "The member's proxy groups, oldest first, with how many proxies each holds", reply: z.array(ProxyGroupSchema) },
  create: { summary: 'Create a proxy group; returns its id', input: ProxyGroupCreateSchema, reply: id },
  update: { summary: 'Rename a proxy group', input: ProxyGroupUpdateSchema, reply: done },
  remove: { summary: 'Delete an empty proxy group', input: ProxyGroupDeleteSchema, reply: done },
} satisfies EndpointSchemas<typeof proxyGroupsApi.endpoints>;

export const proxySettingSchemas = {
  phones: {
    summary:
      "Bind one proxy to up to 30 of your phones, or unbind with proxyId null; a phone whose cloud country differs from the proxy's detected country is refused",
    input: ProxySettingSchema,
    reply: OperationResultsSchema,
  },
  group: {
    summary: 'Bind one proxy (or none) to every phone of one of your phone groups; a result per phone',
    input: GroupProxySettingSchema,
    reply: OperationResultsSchema,
  },
} satisfies EndpointSchemas<typeof proxySettingApi.endpoints>;
