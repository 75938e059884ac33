import { accreditApi, type AuditExportQueryInput, type AuditPageQueryInput } from '@cloudphone/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { keyAccountKeys } from './key-account-keys';

/** The access log of my phones, newest first, a page at a time. */
export const auditPageQuery = (query: AuditPageQueryInput) =>
  queryOptions({
    queryKey: keyAccountKeys.audit(query),
    queryFn: () => call(accreditApi.endpoints.auditPage, query),
    placeholderData: keepPreviousData,
  });

/** The whole log under the same filters: the server writes it as a CSV file and answers its name (fetched with downloadExport). */
export const exportAudit = (filters: AuditExportQueryInput) => call(accreditApi.endpoints.auditExport, filters);
