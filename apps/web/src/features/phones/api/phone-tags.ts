import { queryOptions } from '@tanstack/react-query';
import type { PageResult, TagRow } from '@cloudphone/contract';
import { api } from '../../../shared/api/http';
import { phoneKeys } from './phone-keys';

const BASE = '/app-api/trade/phone-tag';

/** GET phone-tag/page: the member's tags with their phone counts (300 is the page maximum). */
export const phoneTagsQuery = queryOptions({
  queryKey: phoneKeys.tags(),
  queryFn: () => api.get<PageResult<TagRow>>(`${BASE}/page`, { pageNo: 1, pageSize: 300 }).then((page) => page.list),
  staleTime: 60_000,
});

export const createTag = (name: string) => api.post<number>(`${BASE}/create`, { name });
export const deleteTag = (id: number) => api.post<boolean>(`${BASE}/delete`, { id });
