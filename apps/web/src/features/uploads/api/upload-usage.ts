import { queryOptions } from '@tanstack/react-query';
import { uploadsApi } from '@cloudphone/contract';
import { call } from '../../../shared/api/call';

export const uploadUsageKey = ['uploads', 'usage'] as const;

/** Stored bytes against the member's quota, and how long pushed files are kept. */
export const uploadUsageQuery = () =>
  queryOptions({
    queryKey: uploadUsageKey,
    queryFn: () => call(uploadsApi.endpoints.usage),
  });
