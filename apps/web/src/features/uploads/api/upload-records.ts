import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PageResult, UploadRecord, UploadRecordDetail } from '@cloudphone/contract';
import { api } from '../../../shared/api/http';

/** While a push runs its record changes by the second; the lists ask again this often until none does. */
export const LIVE_REFETCH_MS = 2000;

export const uploadKeys = {
  records: () => ['uploads', 'records'] as const,
  page: (pageNo: number, pageSize: number) => ['uploads', 'records', 'page', pageNo, pageSize] as const,
  detail: (id: number) => ['uploads', 'records', 'detail', id] as const,
};

/** GET /app-api/infra/upload-record/page: the member's pushes, newest first. */
export const uploadRecordsQuery = (pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: uploadKeys.page(pageNo, pageSize),
    queryFn: () => api.get<PageResult<UploadRecord>>('/app-api/infra/upload-record/page', { pageNo, pageSize }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.list.some((r) => r.status === 'executing') ? LIVE_REFETCH_MS : false),
  });

/** GET /app-api/infra/upload-record/get?id=: one push with every phone's progress and result. */
export const uploadRecordQuery = (id: number) =>
  queryOptions({
    queryKey: uploadKeys.detail(id),
    queryFn: () => api.get<UploadRecordDetail>('/app-api/infra/upload-record/get', { id }),
    refetchInterval: (query) => (query.state.data?.status === 'executing' ? LIVE_REFETCH_MS : false),
  });

/** POST /app-api/infra/upload-record/retry: pushes again to the phones that failed. */
export const retryUploadRecord = (id: number) =>
  api.post<{ recordId: number; retried: number }>('/app-api/infra/upload-record/retry', { id });
