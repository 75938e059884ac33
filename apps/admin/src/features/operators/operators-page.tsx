import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { OPERATOR_STATUS, type OperatorRow } from '@cloudphone/contract';
import { formatTime } from '@web/shared/format/format-time';
import { useMediaQuery } from '@web/shared/interaction/use-media-query';
import { Button, Form, Input, Select, Space, Switch, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized, useHasPermission } from '../../shared/access';
import { ExportButton, ListPage, useConfirmAction } from '../../shared/list';
import { useSession } from '../../shared/session/session-store';
import {
  changeOperatorStatus,
  deleteOperator,
  operatorExport,
  operatorPage,
  OPERATORS_LIST,
  USER_CREATE,
  USER_DELETE,
  USER_EXPORT,
  USER_IMPORT,
  USER_RESET_PWD,
  USER_UPDATE,
  type OperatorFilters,
} from './api';
import { ImportDialog } from './import-dialog';
import { OperatorDialog, type OperatorTarget } from './operator-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { RolesGuide, RoleTags, useRoles } from './roles';
import './strings';
import './operators.css';

/** /operators: the console's accounts (RuoYi's /system/user): roles, status, password, import and export. */
export default function OperatorsPage() {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 767px)');
  const confirm = useConfirmAction();
  const roles = useRoles();
  const selfId = useSession((s) => s.operator?.id);
  const mayUpdate = useHasPermission([USER_UPDATE]);
  const [editing, setEditing] = useState<OperatorTarget>(null);
  const [resetting, setResetting] = useState<OperatorRow | null>(null);
  const [importing, setImporting] = useState(false);

  const toggle = (row: OperatorRow) => {
    const enabled = row.status === OPERATOR_STATUS.enabled;
    confirm({
      title: t(enabled ? 'operatorsAdmin.disableTitle' : 'operatorsAdmin.enableTitle', { name: row.userName }),
      content: enabled ? t('operatorsAdmin.disableContent') : undefined,
      danger: enabled,
      action: () => changeOperatorStatus({ userId: row.userId, status: enabled ? OPERATOR_STATUS.disabled : OPERATOR_STATUS.enabled }),
      invalidate: [OPERATORS_LIST],
    });
  };
  const remove = (row: OperatorRow) =>
    confirm({
      title: t('operatorsAdmin.deleteTitle', { name: row.userName }),
      content: t('operatorsAdmin.deleteContent'),
      danger: true,
      okText: t('operatorsAdmin.delete'),
      action: () => deleteOperator(row.userId),
      success: t('operatorsAdmin.deleted'),
      invalidate: [OPERATORS_LIST],
    });

  const columns: TableColumnsType<OperatorRow> = [
    { title: 'ID', dataIndex: 'userId', width: 72 },
    {
      title: t('operatorsAdmin.userName'),
      dataIndex: 'userName',
      render: (name: string, row) => (
        <Space size={4}>
          <span>{name}</span>
          {row.userId === selfId && <Tag color="purple">{t('operatorsAdmin.you')}</Tag>}
        </Space>
      ),
    },
    { title: t('operatorsAdmin.nickName'), dataIndex: 'nickName' },
    { title: t('operatorsAdmin.roles'), dataIndex: 'roles', render: (keys: string[]) => <RoleTags keys={keys} roles={roles} /> },
    {
      title: t('operatorsAdmin.status'),
      dataIndex: 'status',
      render: (status: number, row) => {
        const enabled = status === OPERATOR_STATUS.enabled;
        const label = enabled ? t('operatorsAdmin.enabled') : t('operatorsAdmin.disabled');
        if (!mayUpdate) return enabled ? <Tag color="success">{label}</Tag> : <Tag>{label}</Tag>;
        const self = row.userId === selfId;
        return (
          <Tooltip title={self ? t('operatorsAdmin.you') : undefined}>
            <Switch
              checked={enabled}
              disabled={self}
              onChange={() => toggle(row)}
              aria-label={label}
              data-testid={`status-${row.userId}`}
            />
          </Tooltip>
        );
      },
    },
    {
      // E-mail over mobile: one column keeps the table within a desktop's width.
      title: t('operatorsAdmin.contact'),
      key: 'contact',
      render: (_, row) =>
        row.email || row.mobile ? (
          <span className="adm-operators__stack">
            {row.email && <span>{row.email}</span>}
            {row.mobile && <Typography.Text type="secondary">{row.mobile}</Typography.Text>}
          </span>
        ) : (
          '—'
        ),
    },
    {
      title: t('operatorsAdmin.lastLogin'),
      key: 'lastLogin',
      render: (_, row) =>
        row.loginDate ? (
          <span className="adm-operators__stack">
            <span>{formatTime(row.loginDate)}</span>
            {row.loginIp && <Typography.Text type="secondary">{row.loginIp}</Typography.Text>}
          </span>
        ) : (
          <Typography.Text type="secondary">{t('operatorsAdmin.never')}</Typography.Text>
        ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      // Pinned on a desktop; on a phone it would cover most of the table.
      fixed: narrow ? undefined : 'right',
      render: (_, row) => (
        <Space size={0}>
          <Authorized permissions={[USER_UPDATE]}>
            <Button type="link" size="small" onClick={() => setEditing({ operator: row })} data-testid={`edit-${row.userId}`}>
              {t('operatorsAdmin.edit')}
            </Button>
          </Authorized>
          <Authorized permissions={[USER_RESET_PWD]}>
            <Button type="link" size="small" onClick={() => setResetting(row)} data-testid={`reset-${row.userId}`}>
              {t('operatorsAdmin.resetPwd')}
            </Button>
          </Authorized>
          {row.userId !== selfId && (
            <Authorized permissions={[USER_DELETE]}>
              <Button type="link" size="small" danger onClick={() => remove(row)} data-testid={`delete-${row.userId}`}>
                {t('operatorsAdmin.delete')}
              </Button>
            </Authorized>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<OperatorRow, OperatorFilters>
        queryKey={OPERATORS_LIST}
        fetchPage={operatorPage}
        initialFilters={{}}
        filters={
          <>
            <Form.Item name="userName" label={t('operatorsAdmin.userName')}>
              <Input allowClear maxLength={30} data-testid="filter-user-name" />
            </Form.Item>
            <Form.Item name="status" label={t('operatorsAdmin.status')}>
              <Select
                allowClear
                placeholder={t('common.all')}
                style={{ minWidth: 120 }}
                options={[
                  { value: OPERATOR_STATUS.enabled, label: t('operatorsAdmin.enabled') },
                  { value: OPERATOR_STATUS.disabled, label: t('operatorsAdmin.disabled') },
                ]}
                data-testid="filter-status"
              />
            </Form.Item>
          </>
        }
        toolbar={(list) => (
          <>
            <Authorized permissions={[USER_CREATE]}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ operator: null })} data-testid="operator-add">
                {t('operatorsAdmin.add')}
              </Button>
            </Authorized>
            <Authorized permissions={[USER_IMPORT]}>
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="operator-import">
                {t('operatorsAdmin.import.button')}
              </Button>
            </Authorized>
            <ExportButton endpoint={operatorExport} params={list.filters} fileName="operators.xlsx" permission={USER_EXPORT} />
            <RolesGuide roles={roles} />
          </>
        )}
        columns={columns}
        rowKey="userId"
        testId="operators-list"
      />
      <OperatorDialog target={editing} roles={roles} onClose={() => setEditing(null)} />
      <ResetPasswordDialog operator={resetting} onClose={() => setResetting(null)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
