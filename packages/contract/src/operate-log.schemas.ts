import type { EndpointSchemas } from './endpoint.js';
import { pageResult } from './envelope.js';
import type { operateLogAdminApi } from './operate-log.endpoints.js';
import { OperateLogFilterSchema, OperateLogPageQuerySchema, OperateLogRowSchema } from './operate-log.js';
import { XLSX_MIME } from './operators-admin.js';

export const operateLogAdminSchemas = {
  page: {
    summary: 'Operator writes, newest first; filters: userName and path (contain), method, beginTime/endTime (epoch ms)',
    input: OperateLogPageQuerySchema,
    reply: pageResult(OperateLogRowSchema),
  },
  export: { summary: 'The audit log as XLSX, with the page’s filters', input: OperateLogFilterSchema, produces: XLSX_MIME },
} satisfies EndpointSchemas<typeof operateLogAdminApi.endpoints>;
