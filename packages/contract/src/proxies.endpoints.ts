import type { ApiArea } from './endpoint.js';
import { getEndpoint, postEndpoint } from './endpoint.js';
import type { PageResult } from './envelope.js';
import type { OperationResults } from './phones.js';
import type {
  GroupProxySetting,
  ProxyBatchCreate,
  ProxyBatchResult,
  ProxyCreate,
  ProxyDelete,
  ProxyDeleteResult,
  ProxyDetectInput,
  ProxyDetectResult,
  ProxyDetectResults,
  ProxyGroup,
  ProxyGroupCreate,
  ProxyGroupDelete,
  ProxyGroupUpdate,
  ProxyIdInput,
  ProxyMergeGroup,
  ProxyPageQuery,
  ProxyRow,
  ProxySetting,
  ProxyUpdate,
  ProxyUpdateGroup,
} from './proxies.js';

/** The member's proxies (issue 17; the spec does not show these paths), schemas in proxies.schemas.ts. */
export const proxiesApi = {
  tag: 'proxies',
  endpoints: {
    page: getEndpoint<ProxyPageQuery, PageResult<ProxyRow>>('/app-api/infra/proxy/page'),
    get: getEndpoint<ProxyIdInput, ProxyRow>('/app-api/infra/proxy/get'),
    create: postEndpoint<ProxyCreate, number>('/app-api/infra/proxy/create'),
    createBatch: postEndpoint<ProxyBatchCreate, ProxyBatchResult>('/app-api/infra/proxy/create-batch'),
    update: postEndpoint<ProxyUpdate>('/app-api/infra/proxy/update'),
    deleteBatch: postEndpoint<ProxyDelete, ProxyDeleteResult>('/app-api/infra/proxy/delete-batch'),
    updateGroup: postEndpoint<ProxyUpdateGroup>('/app-api/infra/proxy/update-group'),
    mergeGroup: postEndpoint<ProxyMergeGroup>('/app-api/infra/proxy/merge-group'),
    detect: postEndpoint<ProxyDetectInput, ProxyDetectResult | ProxyDetectResults>('/app-api/infra/proxy/detect'),
  },
} satisfies ApiArea;

/** The member's proxy groups. */
export const proxyGroupsApi = {
  tag: 'proxy groups',
  endpoints: {
    list: getEndpoint<void, ProxyGroup[]>('/app-api/infra/proxy-group/list'),
    create: postEndpoint<ProxyGroupCreate, number>('/app-api/infra/proxy-group/create'),
    update: postEndpoint<ProxyGroupUpdate>('/app-api/infra/proxy-group/update'),
    remove: postEndpoint<ProxyGroupDelete>('/app-api/infra/proxy-group/delete'),
  },
} satisfies ApiArea;

/** Binding a proxy to phones (spec point 7: renew-redesign/proxy-setting, group-proxy-setting). */
export const proxySettingApi = {
  tag: 'phone proxies',
  endpoints: {
    phones: postEndpoint<ProxySetting, OperationResults>('/app-api/infra/renew-redesign/proxy-setting'),
    group: postEndpoint<GroupProxySetting, OperationResults>('/app-api/infra/renew-redesign/group-proxy-setting'),
  },
} satisfies ApiArea;
