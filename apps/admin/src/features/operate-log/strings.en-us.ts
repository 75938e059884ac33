import type { operateLogZhCN } from './strings.zh-cn';

export const operateLogEnUS: typeof operateLogZhCN = {
  userName: 'Operator',
  path: 'Path',
  method: 'Method',
  ip: 'IP',
  createTime: 'Time',
  range: 'Time',
  start: 'From',
  end: 'To',
  detail: 'Operation details',
  before: 'Before',
  after: 'After',
  nothing: 'None',
  nothingBefore: 'None (a new record, or the call does not record the row before)',
  changedCount: '{{count}} fields changed (highlighted)',
  noChange: 'No field changed',
};
