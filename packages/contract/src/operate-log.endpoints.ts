import type { ApiArea } from './endpoint.js';
import { getEndpoint } from './endpoint.js';
import type { PageResult } from './envelope.js';
import type { OperateLogFilterInput, OperateLogPageQueryInput, OperateLogRow } from './operate-log.js';

/** The audit log of operator writes (issue 19); schemas in operate-log.schemas.ts. */
export const operateLogAdminApi = {
  tag: 'operator audit log',
  endpoints: {
    page: getEndpoint<OperateLogPageQueryInput, PageResult<OperateLogRow>>('/admin-api/system/operate-log/page', 'operator', {
      permission: 'system:operate-log:query',
    }),
    export: getEndpoint<OperateLogFilterInput, Blob>('/admin-api/system/operate-log/export', 'operator', {
      permission: 'system:operate-log:export',
    }),
  },
} satisfies ApiArea;
