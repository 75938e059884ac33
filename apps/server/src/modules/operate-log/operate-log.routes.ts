import { operateLogAdminApi, operateLogAdminSchemas, translate, type Locale } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/authenticate.js';
import { serveOperatorArea } from '../../http/endpoints.js';
import { sendXlsx } from '../../infra/spreadsheet.js';
import type { OperateLogsRepo } from './operate-logs.repo.js';

const COLUMNS = ['id', 'userName', 'method', 'path', 'before', 'after', 'ip', 'createTime'] as const;
const WIDTHS: Partial<Record<(typeof COLUMNS)[number], number>> = { id: 10, method: 10, path: 40, before: 50, after: 50, createTime: 20 };

/** The audit log's page and export (issue 19). */
export function operateLogRoutes(app: FastifyInstance, { guards, logs }: { guards: Guards; logs: OperateLogsRepo }) {
  const columns = (locale: Locale) =>
    COLUMNS.map((key) => ({ header: translate(`operateLog.column.${key}`, locale), key, width: WIDTHS[key] ?? 16 }));
  serveOperatorArea(
    app,
    guards.operator,
    { area: operateLogAdminApi, schemas: operateLogAdminSchemas },
    {
      page: ({ input: { pageNo, pageSize, ...filter } }) => logs.page(filter, pageNo, pageSize),
      export: async ({ input, locale, reply }) => {
        async function* rows() {
          for await (const row of logs.each(input))
            yield {
              ...row,
              // JSON text; the sheet escapes what would read as a formula.
              before: row.before === null || row.before === undefined ? null : JSON.stringify(row.before),
              after: row.after === null || row.after === undefined ? null : JSON.stringify(row.after),
              createTime: new Date(row.createTime),
            };
        }
        return sendXlsx(reply, {
          fileName: 'operate-log.xlsx',
          sheet: translate('operateLog.sheet', locale),
          columns: columns(locale),
          rows: rows(),
        });
      },
    },
  );
}
