import { MEMBER_ADMIN_STATUS, type AdminMemberRow } from '@cloudphone/contract';
import { formatTime } from '@web/shared/format/format-time';
import { useMediaQuery } from '@web/shared/interaction/use-media-query';
import { Form, Input, InputNumber, Select, Space, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportButton, ListPage } from '../../shared/list';
import { MEMBER_EXPORT, memberExport, memberPage, memberQuery, MEMBERS, type MemberFilters } from './api';
import { MemberActionButtons } from './member-actions';
import { MemberStatusTag } from './member-status';
import { ResetPasswordDialog, type ResetTarget } from './reset-password-dialog';
import './strings';
import './members.css';

const STATUS_NAMES = Object.keys(MEMBER_ADMIN_STATUS) as Array<keyof typeof MEMBER_ADMIN_STATUS>;

/** /members: every member, searched by phone (part), ID, channel code and status; disable, password reset, export. */
export default function MembersPage() {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 767px)');
  const [resetting, setResetting] = useState<ResetTarget | null>(null);

  const columns: TableColumnsType<AdminMemberRow> = [
    {
      title: t('membersAdmin.id'),
      dataIndex: 'id',
      className: 'adm-members__nowrap',
      render: (id: number) => (
        <Link to={`/members/${id}`} data-testid={`member-${id}`}>
          #{id}
        </Link>
      ),
    },
    {
      title: t('membersAdmin.phone'),
      dataIndex: 'phone',
      render: (phone: string, row) => (
        <span className="adm-members__stack">
          <span className="adm-members__mono">{phone}</span>
          {row.nickname && <Typography.Text type="secondary">{row.nickname}</Typography.Text>}
          {row.email && <Typography.Text type="secondary">{row.email}</Typography.Text>}
        </span>
      ),
    },
    { title: t('membersAdmin.status'), dataIndex: 'status', render: (status: number) => <MemberStatusTag status={status} /> },
    { title: t('membersAdmin.channelCode'), dataIndex: 'channelCode', render: (code: string) => code || '—' },
    { title: t('membersAdmin.phoneCount'), dataIndex: 'phoneCount', align: 'right' },
    { title: t('membersAdmin.point'), dataIndex: 'point', align: 'right' },
    {
      title: t('membersAdmin.createTime'),
      dataIndex: 'createTime',
      className: 'adm-members__nowrap',
      render: (time: number) => formatTime(time),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      // Pinned on a desktop; on a phone it would cover most of the table.
      fixed: narrow ? undefined : 'right',
      render: (_, row) => (
        <Space size={0}>
          <Link to={`/members/${row.id}`} className="adm-members__detail-link">
            {t('membersAdmin.detail')}
          </Link>
          <MemberActionButtons member={row} size="small" onResetPassword={() => setResetting(row)} />
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<AdminMemberRow, MemberFilters>
        queryKey={MEMBERS}
        fetchPage={memberPage}
        initialFilters={{}}
        columns={columns}
        rowKey="id"
        testId="members-list"
        filters={
          <>
            <Form.Item
              name="phone"
              label={t('membersAdmin.phone')}
              rules={[{ pattern: /^\s*\d*\s*$/, message: t('membersAdmin.phoneInvalid') }]}
            >
              <Input
                allowClear
                maxLength={20}
                inputMode="numeric"
                placeholder={t('membersAdmin.phonePlaceholder')}
                style={{ width: 180 }}
                data-testid="filter-phone"
              />
            </Form.Item>
            <Form.Item name="id" label={t('membersAdmin.id')}>
              <InputNumber min={1} precision={0} style={{ width: 130 }} data-testid="filter-id" />
            </Form.Item>
            <Form.Item
              name="channelCode"
              label={t('membersAdmin.channelCode')}
              rules={[{ pattern: /^\s*[\w-]*\s*$/, message: t('membersAdmin.channelInvalid') }]}
            >
              <Input allowClear maxLength={32} style={{ width: 150 }} data-testid="filter-channel" />
            </Form.Item>
            <Form.Item name="status" label={t('membersAdmin.status')}>
              <Select
                allowClear
                placeholder={t('common.all')}
                style={{ minWidth: 140 }}
                options={STATUS_NAMES.map((name) => ({ value: MEMBER_ADMIN_STATUS[name], label: t(`membersAdmin.statusName.${name}`) }))}
                data-testid="filter-status"
              />
            </Form.Item>
          </>
        }
        toolbar={(list) => (
          <ExportButton endpoint={memberExport} params={memberQuery(list.filters)} fileName="members.csv" permission={MEMBER_EXPORT} />
        )}
      />
      <ResetPasswordDialog member={resetting} onClose={() => setResetting(null)} />
    </>
  );
}
