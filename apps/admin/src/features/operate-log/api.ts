import { operateLogAdminApi, type OperateLogFilterInput, type OPERATE_LOG_METHODS } from '@cloudphone/contract';
import type { Dayjs } from 'dayjs';
import { call } from '../../shared/api/call';

const { endpoints } = operateLogAdminApi;

export const OPERATE_LOG_EXPORT = 'system:operate-log:export';
export const OPERATE_LOG_LIST = ['operate-log', 'page'] as const;

/** The search form's values: the server's filters, the time range as the picker holds it. */
export interface OperateLogFilters {
  userName?: string;
  path?: string;
  method?: (typeof OPERATE_LOG_METHODS)[number];
  range?: [Dayjs, Dayjs] | null;
}

/** The form's values as the page and the export take them (the range in epoch ms, to the second). */
export function operateLogQuery({ range, userName, path, method }: OperateLogFilters): OperateLogFilterInput {
  return {
    userName: userName?.trim() || undefined,
    path: path?.trim() || undefined,
    method,
    beginTime: range?.[0].startOf('second').valueOf(),
    endTime: range?.[1].endOf('second').valueOf(),
  };
}

export const operateLogPage = ({ pageNo, pageSize, ...filters }: OperateLogFilters & { pageNo: number; pageSize: number }) =>
  call(endpoints.page, { ...operateLogQuery(filters), pageNo, pageSize });
export const operateLogExport = endpoints.export;
