import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { uploadsApi } from '@cloudphone/contract';
import { call } from '../../../shared/api/call';

/** While a push runs its record changes by the second; the lists ask again this often until none does. */
export const LIVE_REFETCH_MS = 2000;

export const uploadKeys = {
  records: () => ['uploads', 'records'] as const,
  page: (pageNo: number, pageSize: number) => ['uploads', 'records', 'page', pageNo, pageSize] as const,
  detail: (id: number) => ['uploads', 'records', 'detail', id] as const,
};

/** The member's pushes, newest first. */
export const uploadRecordsQuery = (pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: uploadKeys.page(pageNo, pageSize),
    queryFn: () => call(uploadsApi.endpoints.recordPage, { pageNo, pageSize }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.list.some((r) => r.status === 'executing') ? LIVE_REFETCH_MS : false),
  });

/** One push with every phone's progress and result. */
export const uploadRecordQuery = (id: number) =>
  queryOptions({
    queryKey: uploadKeys.detail(id),
    queryFn: () => call(uploadsApi.endpoints.record, { id }),
    refetchInterval: (query) => (query.state.data?.status === 'executing' ? LIVE_REFETCH_MS : false),
  });

/** Pushes again to the phones that failed. */
export const retryUploadRecord = (id: number) => call(uploadsApi.endpoints.retry, { id });

/** Every record: the server writes them as a CSV file and answers its name (fetched with downloadExport). */
export const exportUploadRecords = () => call(uploadsApi.endpoints.recordExport);
