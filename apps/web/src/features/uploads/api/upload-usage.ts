import { queryOptions } from '@tanstack/react-query';
import type { UploadUsage } from '@cloudphone/contract';
import { api } from '../../../shared/api/http';

export const uploadUsageKey = ['uploads', 'usage'] as const;

/** GET /app-api/infra/upload-file/usage: stored bytes against the member's quota, and how long pushed files are kept. */
export const uploadUsageQuery = () =>
  queryOptions({
    queryKey: uploadUsageKey,
    queryFn: () => api.get<UploadUsage>('/app-api/infra/upload-file/usage'),
  });
