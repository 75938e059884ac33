import { queryOptions } from '@tanstack/react-query';
import type { PageResult, TagRow } from '@cloudphone/contract';
import { api } from '../../../shared/api/http';
import { takeEarly } from '../../../shared/api/early-requests';
import { getPhoneTags } from './first-requests';
import { phoneKeys } from './phone-keys';

const BASE = '/app-api/trade/phone-tag';

/** GET phone-tag/page: the member's tags with their phone counts (300 is the page maximum). */
export const phoneTagsQuery = queryOptions({
  queryKey: phoneKeys.tags(),
  queryFn: () => takeEarly<PageResult<TagRow>>('phone-tags', getPhoneTags).then((page) => page.list),
  staleTime: 60_000,
});

export const createTag = (name: string) => api.post<number>(`${BASE}/create`, { name });
export const deleteTag = (id: number) => api.post<boolean>(`${BASE}/delete`, { id });
