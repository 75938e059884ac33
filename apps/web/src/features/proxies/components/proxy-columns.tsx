import { PROXY_DETECT_STATUS, type ProxyRow } from '@cloudphone/contract';
import { Button, Tag, Tooltip, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { formatTime } from '../../../shared/format';

/** A detection state's name in the page's strings and in `data-status`. */
export const statusName = (status: number) =>
  status === PROXY_DETECT_STATUS.available ? 'available' : status === PROXY_DETECT_STATUS.failed ? 'failed' : 'never';
const STATUS_COLORS = { available: 'green', failed: 'red', never: 'default' } as const;

const dash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : value);

/** The columns a member can show or hide (the toolbar's dialog), in the table's order. */
export const COLUMN_KEYS = [
  'protocol',
  'host',
  'port',
  'account',
  'password',
  'group',
  'remark',
  'outboundIp',
  'country',
  'region',
  'city',
  'detectTime',
  'bindCount',
  'expireTime',
  'createTime',
  'detectStatus',
] as const;

export interface RowActions {
  onEdit(proxy: ProxyRow): void;
  onDetect(proxy: ProxyRow): void;
  onDelete(proxy: ProxyRow): void;
}

/** The proxy list's columns (spec point 3 "Proxy"), then the row's actions; `now` (the list's fetch time) marks expired proxies. */
export function proxyColumns(t: TFunction, actions: RowActions, now: number, isActionsFixed: boolean): TableColumnsType<ProxyRow> {
  return [
    { title: t('proxy.columns.protocol'), key: 'protocol', render: (_, p) => <Tag className="px-protocol">{p.protocol}</Tag> },
    { title: t('proxy.columns.host'), key: 'host', render: (_, p) => <span data-testid="proxy-cell-host">{p.host}</span> },
    { title: t('proxy.columns.port'), key: 'port', dataIndex: 'port' },
    { title: t('proxy.columns.account'), key: 'account', render: (_, p) => <span className="px-mono">{p.account}</span> },
    { title: t('proxy.columns.password'), key: 'password', render: (_, p) => <span className="px-mono">{p.password}</span> },
    { title: t('proxy.columns.group'), key: 'group', render: (_, p) => <span data-testid="proxy-cell-group">{p.groupName}</span> },
    {
      title: t('proxy.columns.remark'),
      key: 'remark',
      render: (_, p) =>
        p.remark ? (
          <Tooltip title={p.remark}>
            <span className="px-remark">{p.remark}</span>
          </Tooltip>
        ) : (
          '—'
        ),
    },
    {
      title: t('proxy.columns.outboundIp'),
      key: 'outboundIp',
      render: (_, p) => <span data-testid="proxy-cell-outbound-ip">{dash(p.outboundIp)}</span>,
    },
    {
      title: t('proxy.columns.country'),
      key: 'country',
      render: (_, p) => <span data-testid="proxy-cell-country">{dash(p.country)}</span>,
    },
    { title: t('proxy.columns.region'), key: 'region', render: (_, p) => dash(p.region) },
    { title: t('proxy.columns.city'), key: 'city', render: (_, p) => dash(p.city) },
    { title: t('proxy.columns.detectTime'), key: 'detectTime', render: (_, p) => (p.detectTime ? formatTime(p.detectTime) : '—') },
    {
      title: t('proxy.columns.bindCount'),
      key: 'bindCount',
      align: 'right',
      render: (_, p) => <span data-testid="proxy-cell-bind-count">{p.bindCount}</span>,
    },
    {
      title: t('proxy.columns.expireTime'),
      key: 'expireTime',
      render: (_, p) =>
        p.expireTime === null ? (
          <span className="px-muted">{t('proxy.neverExpires')}</span>
        ) : (
          <span className="px-expire">
            {formatTime(p.expireTime)}
            {p.expireTime <= now && (
              <Tag color="red" data-testid="proxy-expired">
                {t('proxy.expired')}
              </Tag>
            )}
          </span>
        ),
    },
    { title: t('proxy.columns.createTime'), key: 'createTime', render: (_, p) => formatTime(p.createTime) },
    {
      title: t('proxy.columns.detectStatus'),
      key: 'detectStatus',
      render: (_, p) => {
        const status = statusName(p.detectStatus);
        return (
          <Tag color={STATUS_COLORS[status]} data-testid="proxy-status" data-status={status}>
            {t(`proxy.status.${status}`)}
          </Tag>
        );
      },
    },
    {
      title: t('proxy.columns.actions'),
      key: 'actions',
      fixed: isActionsFixed ? 'right' : undefined,
      render: (_, p) => (
        <span className="px-row-actions">
          <Button size="small" type="link" onClick={() => actions.onEdit(p)} data-testid="proxy-edit">
            {t('proxy.actions.edit')}
          </Button>
          <Button size="small" type="link" onClick={() => actions.onDetect(p)} data-testid="proxy-detect">
            {t('proxy.actions.detect')}
          </Button>
          <Button size="small" type="link" danger onClick={() => actions.onDelete(p)} data-testid="proxy-delete">
            {t('proxy.actions.delete')}
          </Button>
        </span>
      ),
    },
  ];
}
