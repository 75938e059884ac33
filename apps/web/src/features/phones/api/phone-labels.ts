import { queryOptions } from '@tanstack/react-query';
import { phoneLabelsApi } from '@cloudphone/contract';
import { call } from '../../../shared/api/call';
import { phoneKeys } from './phone-keys';

/** POST phone-bound/label-list: one phone's labels, oldest first (the labels dialog). */
export const phoneLabelsQuery = (phoneId: number) =>
  queryOptions({
    queryKey: phoneKeys.labelsOf(phoneId),
    queryFn: () => call(phoneLabelsApi.endpoints.list, { phoneId }),
  });

/** POST phone-bound/label-list-batch: the labels of a loaded page's own phones, for their cards. */
export const labelBatchQuery = (phoneIds: readonly number[]) =>
  queryOptions({
    queryKey: phoneKeys.labelBatch(phoneIds),
    queryFn: () => call(phoneLabelsApi.endpoints.listBatch, { phoneIds: [...phoneIds] }),
    staleTime: 60_000,
  });

export const addPhoneLabel = (phoneId: number, label: string) => call(phoneLabelsApi.endpoints.add, { phoneId, label });
export const removePhoneLabel = (id: number) => call(phoneLabelsApi.endpoints.remove, { id });
