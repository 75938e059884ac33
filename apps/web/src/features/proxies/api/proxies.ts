import {
  proxiesApi,
  proxyGroupsApi,
  type ProxyBatchCreate,
  type ProxyCreate,
  type ProxyDetectResult,
  type ProxyMergeGroup,
  type ProxyPageQuery,
  type ProxyUpdate,
  type ProxyUpdateGroup,
} from '@cloudphone/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { proxyKeys } from './proxy-keys';

/** My proxies, newest first, a page at a time, with only the filters filled in. */
export const proxyPageQuery = (query: ProxyPageQuery) =>
  queryOptions({
    queryKey: proxyKeys.page(query),
    queryFn: () => call(proxiesApi.endpoints.page, query),
    placeholderData: keepPreviousData,
  });

/** My proxy groups, oldest first. */
export const proxyGroupsQuery = () =>
  queryOptions({
    queryKey: proxyKeys.groups(),
    queryFn: () => call(proxyGroupsApi.endpoints.list),
    staleTime: 10_000,
  });

export const createProxy = (input: ProxyCreate) => call(proxiesApi.endpoints.create, input);
export const updateProxy = (input: ProxyUpdate) => call(proxiesApi.endpoints.update, input);
export const createProxies = (input: ProxyBatchCreate) => call(proxiesApi.endpoints.createBatch, input);
export const deleteProxies = (ids: number[]) => call(proxiesApi.endpoints.deleteBatch, { ids });
export const moveProxies = (input: ProxyUpdateGroup) => call(proxiesApi.endpoints.updateGroup, input);
export const mergeGroups = (input: ProxyMergeGroup) => call(proxiesApi.endpoints.mergeGroup, input);
export const createGroup = (name: string) => call(proxyGroupsApi.endpoints.create, { name });

/** Detects one proxy: what it found, or why it failed (`ok: false`, `msg`). */
export async function detectProxy(id: number): Promise<ProxyDetectResult> {
  const answer = await call(proxiesApi.endpoints.detect, { id });
  if ('results' in answer) throw new Error('one detection answered a batch');
  return answer;
}

/** Detects several proxies (up to PROXY_DETECT_BATCH_MAX) in one call: a result each. */
export async function detectProxies(ids: number[]): Promise<ProxyDetectResult[]> {
  const answer = await call(proxiesApi.endpoints.detect, { ids });
  return 'results' in answer ? answer.results : [answer];
}
