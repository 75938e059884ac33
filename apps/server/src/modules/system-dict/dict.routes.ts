import {
  dictDataAdminApi,
  dictDataAdminSchemas,
  dictTypeAdminApi,
  dictTypeAdminSchemas,
  type DictDataRow,
  type Locale,
} from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/authenticate.js';
import { serveOperatorArea } from '../../http/endpoints.js';
import { sendXlsx } from '../../infra/spreadsheet.js';
import { headersIn } from '../system-config/export-headers.js';
import type { DictService } from './dict.service.js';

const statusText = (status: number, locale: Locale) =>
  status === 0 ? (locale === 'en-US' ? 'Normal' : '正常') : locale === 'en-US' ? 'Disabled' : '停用';

/** The export's columns, RuoYi's (sys_dict_data's Excel) plus the English label. */
const exportRows = (rows: DictDataRow[], locale: Locale) =>
  rows.map((r) => ({ ...r, status: statusText(r.status, locale), createTime: new Date(r.createTime) }));
const exportColumns = (locale: Locale) =>
  headersIn(locale, {
    dictCode: ['字典编码', 'Code'],
    dictType: ['字典类型', 'Type'],
    dictLabel: ['字典标签', 'Label'],
    dictLabelEn: ['英文标签', 'English label'],
    dictValue: ['字典键值', 'Value'],
    dictSort: ['字典排序', 'Order'],
    listClass: ['回显样式', 'List style'],
    cssClass: ['样式属性', 'CSS class'],
    status: ['状态', 'Status'],
    remark: ['备注', 'Remark'],
    createTime: ['创建时间', 'Created'],
  });

/** Dictionary types and entries for the operator console (spec point 7 "Admin helpers"). */
export function dictRoutes(app: FastifyInstance, { dict, guards }: { dict: DictService; guards: Guards }) {
  serveOperatorArea(
    app,
    guards.operator,
    { area: dictTypeAdminApi, schemas: dictTypeAdminSchemas },
    {
      list: ({ input: { pageNo, pageSize, ...filter } }) => dict.typePage(filter, pageNo, pageSize),
      optionSelect: () => dict.allTypes(),
      get: ({ input }) => dict.getType(input.dictId),
      create: ({ input }) => dict.createType(input),
      update: ({ input, auditBefore }) => dict.updateType(input, auditBefore),
      remove: ({ input, auditBefore }) => dict.removeType(input.dictId, auditBefore),
    },
  );
  serveOperatorArea(
    app,
    guards.operator,
    { area: dictDataAdminApi, schemas: dictDataAdminSchemas },
    {
      list: ({ input: { pageNo, pageSize, ...filter } }) => dict.dataPage(filter, pageNo, pageSize),
      get: ({ input }) => dict.getData(input.dictCode),
      byType: ({ input }) => dict.enabledOfType(input.dictType),
      export: async ({ input, locale, reply }) =>
        sendXlsx(reply, {
          fileName: locale === 'en-US' ? 'dictionary-data.xlsx' : '字典数据.xlsx',
          sheet: locale === 'en-US' ? 'Dictionary data' : '字典数据',
          columns: exportColumns(locale),
          rows: exportRows(await dict.dataAll(input), locale),
        }),
      create: ({ input }) => dict.createData(input),
      update: ({ input, auditBefore }) => dict.updateData(input, auditBefore),
      remove: ({ input, auditBefore }) => dict.removeData(input.dictCode, auditBefore),
    },
  );
}
