import { configAdminApi, configAdminSchemas, type ConfigRow, type Locale } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/authenticate.js';
import { serveOperatorArea } from '../../http/endpoints.js';
import type { ConfigService } from './config.service.js';
import { sendXlsx } from '../../infra/spreadsheet.js';
import { headersIn } from './export-headers.js';

const yesNo = (type: string, locale: Locale) => (type === 'Y' ? (locale === 'en-US' ? 'Yes' : '是') : locale === 'en-US' ? 'No' : '否');

/** The export's columns, RuoYi's (sys_config's Excel). */
const exportRows = (rows: ConfigRow[], locale: Locale) =>
  rows.map((r) => ({ ...r, configType: yesNo(r.configType, locale), createTime: new Date(r.createTime) }));
const exportColumns = (locale: Locale) =>
  headersIn(locale, {
    configId: ['参数主键', 'ID'],
    configName: ['参数名称', 'Name'],
    configKey: ['参数键名', 'Key'],
    configValue: ['参数键值', 'Value'],
    configType: ['系统内置', 'Built-in'],
    remark: ['备注', 'Remark'],
    createTime: ['创建时间', 'Created'],
  });

/** The configuration screens' calls (spec point 7 "Admin helpers"). */
export function configRoutes(app: FastifyInstance, { config, guards }: { config: ConfigService; guards: Guards }) {
  serveOperatorArea(
    app,
    guards.operator,
    { area: configAdminApi, schemas: configAdminSchemas },
    {
      list: ({ input: { pageNo, pageSize, ...filter } }) => config.page(filter, pageNo, pageSize),
      get: ({ input }) => config.get(input.configId),
      byKey: ({ input }) => config.value(input.configKey),
      export: async ({ input, locale, reply }) =>
        sendXlsx(reply, {
          fileName: locale === 'en-US' ? 'parameters.xlsx' : '参数设置.xlsx',
          sheet: locale === 'en-US' ? 'Parameters' : '参数设置',
          columns: exportColumns(locale),
          rows: exportRows(await config.all(input), locale),
        }),
      create: ({ input }) => config.create(input),
      update: ({ input, auditBefore }) => config.update(input, auditBefore),
      remove: ({ input, auditBefore }) => config.remove(input.configId, auditBefore),
      clearCache: () => config.clearCache(),
    },
  );
}
