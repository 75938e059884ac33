import { queryOptions } from '@tanstack/react-query';
import { phoneTagsApi, type PageResult, type TagRow } from '@cloudphone/contract';
import { call } from '../../../shared/api/call';
import { takeEarly } from '../../../shared/api/early-requests';
import { getPhoneTags } from './first-requests';
import { phoneKeys } from './phone-keys';

/** GET phone-tag/page: the member's tags with their phone counts (300 is the page maximum). */
export const phoneTagsQuery = queryOptions({
  queryKey: phoneKeys.tags(),
  queryFn: () => takeEarly<PageResult<TagRow>>('phone-tags', getPhoneTags).then((page) => page.list),
  staleTime: 60_000,
});

export const createTag = (name: string) => call(phoneTagsApi.endpoints.create, { name });
export const deleteTag = (id: number) => call(phoneTagsApi.endpoints.remove, { id });
export const renameTag = (id: number, name: string) => call(phoneTagsApi.endpoints.rename, { id, name });
/** POST phone-tag/unbind: the tag off one phone (done also when the phone did not carry it). */
export const unbindTag = (phoneTagId: number, phoneId: number) => call(phoneTagsApi.endpoints.unbind, { phoneTagId, phoneId });
