import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PROXY_PAGE_SIZE_MAX, proxiesApi, proxySettingApi, type OperationResults } from '@cloudphone/contract';
import { call } from '../../../shared/api/call';
import { proxyKeys } from '../proxies-bridge';

/**
 * The member's proxies to pick from (GET proxy/page, newest first), those whose host starts with
 * `host` when given; one page of the largest size (a member picking among more narrows by host).
 */
export const proxyChoicesQuery = (host: string) =>
  queryOptions({
    queryKey: [...proxyKeys.all(), 'choices', host] as const,
    queryFn: () => call(proxiesApi.endpoints.page, { pageNo: 1, pageSize: PROXY_PAGE_SIZE_MAX, ...(host ? { host } : {}) }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** POST renew-redesign/proxy-setting: one proxy for these phones, or null to unbind; a result per phone. */
export const setPhonesProxy = (phoneIds: number[], proxyId: number | null): Promise<OperationResults> =>
  call(proxySettingApi.endpoints.phones, { phoneIds, proxyId });

/** POST renew-redesign/group-proxy-setting: one proxy (or none) for every phone of one of the member's groups. */
export const setGroupProxy = (groupId: number, proxyId: number | null): Promise<OperationResults> =>
  call(proxySettingApi.endpoints.group, { groupId, proxyId });
