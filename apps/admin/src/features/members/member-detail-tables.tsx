import {
  PAD_TYPE,
  phoneStatusName,
  type AdminMemberGrant,
  type AdminMemberLogin,
  type AdminMemberOrder,
  type AdminMemberPhone,
  type AdminSubAccount,
} from '@cloudphone/contract';
import { formatTime } from '@web/shared/format/format-time';
import { Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MemberStatusTag } from './member-status';
import { OrderStatusTag, OrderTypeTag, PaidAmount } from './orders-bridge';

/** Spec point 4: accreditType 2 lets the grantee operate the phone, anything else only view it. */
const ACCREDIT_OPERATE = 2;
const PAD_TYPE_NAMES = Object.keys(PAD_TYPE) as Array<keyof typeof PAD_TYPE>;
const LOGIN_TYPES = ['password', 'sms', 'register', 'social'] as const;
const REVOKE_REASONS = ['occupied', 'logout', 'refresh-reuse', 'disabled', 'password-reset', 'deleted'] as const;

const time = (value: number | null) => (value ? formatTime(value) : '—');
const memberLink = (id: number, label: string) => (
  <Link to={`/members/${id}`} data-testid={`member-link-${id}`}>
    {label}
  </Link>
);
/** The fleet list, filtered to one phone. */
export const fleetPhoneUrl = (owlId: string) => `/fleet/phones?owlId=${encodeURIComponent(owlId)}`;
/** The fleet list, filtered to a member's phones. */
export const fleetMemberUrl = (memberId: number) => `/fleet/phones?memberId=${memberId}`;

function phoneStatus(t: TFunction, code: number) {
  const name = phoneStatusName(code);
  return name ? t(`ordersAdmin.phoneStatus.${name}`) : String(code);
}

function padType(t: TFunction, code: number) {
  const name = PAD_TYPE_NAMES.find((key) => PAD_TYPE[key] === code);
  return name ? t(`membersAdmin.padType.${name}`) : String(code);
}

interface SectionTableProps<Row> {
  rows: Row[];
  columns: TableColumnsType<Row>;
  rowKey: keyof Row & string;
  empty: string;
  testId: string;
}

/** A section's table: all its rows (the server caps them), scrolling sideways on a narrow screen. */
function SectionTable<Row extends object>({ rows, columns, rowKey, empty, testId }: SectionTableProps<Row>) {
  return (
    <Table<Row>
      size="small"
      columns={columns}
      dataSource={rows}
      rowKey={rowKey}
      pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: empty }}
      data-testid={testId}
    />
  );
}

export function PhonesTable({ phones, now }: { phones: AdminMemberPhone[]; now: number }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<AdminMemberPhone> = [
    {
      title: t('membersAdmin.phoneCol.owlId'),
      dataIndex: 'owlId',
      render: (owlId: string) => (
        <Link to={fleetPhoneUrl(owlId)} data-testid={`phone-${owlId}`}>
          {owlId}
        </Link>
      ),
    },
    { title: t('membersAdmin.phoneCol.alias'), dataIndex: 'alias', render: (alias: string) => alias || '—' },
    { title: t('membersAdmin.phoneCol.padType'), dataIndex: 'padType', render: (code: number) => padType(t, code) },
    { title: t('membersAdmin.phoneCol.status'), dataIndex: 'status', render: (code: number) => phoneStatus(t, code) },
    { title: t('membersAdmin.phoneCol.spec'), dataIndex: 'configurationName', render: (name: string | null) => name ?? '—' },
    { title: t('membersAdmin.phoneCol.system'), key: 'system', render: (_, row) => `Android ${row.androidVersion} · ${row.chip}` },
    {
      title: t('membersAdmin.phoneCol.expireTime'),
      dataIndex: 'expireTime',
      render: (at: number, row) => (
        <span>
          {time(at)}
          {row.recycled ? (
            <Tag className="adm-members__after">{t('membersAdmin.phoneCol.inBin')}</Tag>
          ) : (
            at < now && (
              <Tag color="warning" className="adm-members__after">
                {t('membersAdmin.phoneCol.expired')}
              </Tag>
            )
          )}
        </span>
      ),
    },
    { title: t('membersAdmin.phoneCol.createTime'), dataIndex: 'createTime', render: time },
  ];
  return <SectionTable rows={phones} columns={columns} rowKey="id" empty={t('membersAdmin.empty.phones')} testId="member-phones" />;
}

export function OrdersTable({ orders }: { orders: AdminMemberOrder[] }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<AdminMemberOrder> = [
    {
      title: t('membersAdmin.orderCol.orderNo'),
      dataIndex: 'orderNo',
      render: (orderNo: string) => (
        <Link to={`/orders/${encodeURIComponent(orderNo)}`} data-testid={`order-${orderNo}`}>
          {orderNo}
        </Link>
      ),
    },
    { title: t('membersAdmin.orderCol.type'), dataIndex: 'type', render: (type: AdminMemberOrder['type']) => <OrderTypeTag type={type} /> },
    {
      title: t('membersAdmin.orderCol.package'),
      key: 'package',
      render: (_, row) => `${row.configurationName} · ${t(`membersAdmin.duration.${row.durationUnit}`, { count: row.duration })}`,
    },
    { title: t('membersAdmin.orderCol.quantity'), dataIndex: 'quantity', align: 'right' },
    {
      title: t('membersAdmin.orderCol.payPrice'),
      dataIndex: 'payPrice',
      align: 'right',
      render: (fen: number, row) => <PaidAmount fen={fen} refunded={row.refundPrice} />,
    },
    {
      title: t('membersAdmin.orderCol.status'),
      dataIndex: 'status',
      render: (status: AdminMemberOrder['status']) => <OrderStatusTag status={status} />,
    },
    { title: t('membersAdmin.orderCol.createTime'), dataIndex: 'createTime', render: time },
    { title: t('membersAdmin.orderCol.payTime'), dataIndex: 'payTime', render: time },
  ];
  return <SectionTable rows={orders} columns={columns} rowKey="orderNo" empty={t('membersAdmin.empty.orders')} testId="member-orders" />;
}

/** Grants given (the other side is the grantee) or received (the other side is the owner). */
export function GrantsTable({ grants, given }: { grants: AdminMemberGrant[]; given: boolean }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<AdminMemberGrant> = [
    {
      title: t('membersAdmin.grantCol.phone'),
      key: 'phone',
      render: (_, row) => (
        <span className="adm-members__stack">
          <Link to={fleetPhoneUrl(row.owlId)}>{row.owlId}</Link>
          {row.alias && <Typography.Text type="secondary">{row.alias}</Typography.Text>}
        </span>
      ),
    },
    {
      title: given ? t('membersAdmin.grantCol.grantee') : t('membersAdmin.grantCol.owner'),
      key: 'member',
      render: (_, row) => memberLink(row.memberId, `${row.memberPhone} #${row.memberId}`),
    },
    {
      title: t('membersAdmin.grantCol.accreditType'),
      dataIndex: 'accreditType',
      render: (type: number) =>
        type === ACCREDIT_OPERATE ? (
          <Tag color="blue">{t('membersAdmin.accreditType.operate')}</Tag>
        ) : (
          <Tag>{t('membersAdmin.accreditType.view')}</Tag>
        ),
    },
    { title: t('membersAdmin.grantCol.expireTime'), dataIndex: 'expireTime', render: time },
    { title: t('membersAdmin.grantCol.createTime'), dataIndex: 'createTime', render: time },
  ];
  const key = given ? 'grantsGiven' : 'grantsReceived';
  return <SectionTable rows={grants} columns={columns} rowKey="id" empty={t(`membersAdmin.empty.${key}`)} testId={`member-${key}`} />;
}

export function SubAccountsTable({ accounts }: { accounts: AdminSubAccount[] }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<AdminSubAccount> = [
    {
      title: t('membersAdmin.subCol.phone'),
      dataIndex: 'phone',
      render: (phone: string, row) => memberLink(row.id, `${phone} #${row.id}`),
    },
    { title: t('membersAdmin.subCol.nickname'), dataIndex: 'nickname', render: (name: string) => name || '—' },
    { title: t('membersAdmin.subCol.status'), dataIndex: 'status', render: (status: number) => <MemberStatusTag status={status} /> },
    { title: t('membersAdmin.subCol.createTime'), dataIndex: 'createTime', render: time },
  ];
  return (
    <SectionTable rows={accounts} columns={columns} rowKey="id" empty={t('membersAdmin.empty.subAccounts')} testId="member-subAccounts" />
  );
}

export function LoginsTable({ logins }: { logins: AdminMemberLogin[] }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<AdminMemberLogin> = [
    { title: t('membersAdmin.loginCol.time'), dataIndex: 'createTime', render: time },
    {
      title: t('membersAdmin.loginCol.loginType'),
      dataIndex: 'loginType',
      render: (type: string) =>
        (LOGIN_TYPES as readonly string[]).includes(type) ? t(`membersAdmin.loginType.${type as (typeof LOGIN_TYPES)[number]}`) : type,
    },
    { title: t('membersAdmin.loginCol.ip'), dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
    {
      title: t('membersAdmin.loginCol.userAgent'),
      dataIndex: 'userAgent',
      render: (ua: string | null) =>
        ua ? (
          <Tooltip title={ua}>
            <span className="adm-member-detail__ua">{ua}</span>
          </Tooltip>
        ) : (
          '—'
        ),
    },
    {
      title: t('membersAdmin.loginCol.state'),
      dataIndex: 'revokeReason',
      render: (reason: string | null) => {
        if (reason === null) return <Tag color="processing">{t('membersAdmin.loginState.live')}</Tag>;
        return (REVOKE_REASONS as readonly string[]).includes(reason)
          ? t(`membersAdmin.loginState.${reason as (typeof REVOKE_REASONS)[number]}`)
          : reason;
      },
    },
  ];
  return <SectionTable rows={logins} columns={columns} rowKey="id" empty={t('membersAdmin.empty.logins')} testId="member-logins" />;
}
