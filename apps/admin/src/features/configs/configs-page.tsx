import { PlusOutlined, SyncOutlined } from '@ant-design/icons';
import { CONFIG_TYPES, type ConfigRow } from '@cloudphone/contract';
import { formatTime } from '@web/shared/format/format-time';
import { useMediaQuery } from '@web/shared/interaction/use-media-query';
import { Button, Form, Input, Select, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../shared/access';
import { ExportButton, ListPage, useConfirmAction } from '../../shared/list';
import {
  CONFIG_CREATE,
  CONFIG_DELETE,
  CONFIG_EXPORT,
  CONFIG_UPDATE,
  clearConfigCache,
  configExport,
  configPage,
  CONFIGS_LIST,
  deleteConfig,
  type ConfigFilters,
} from './api';
import { ConfigDialog, type ConfigTarget } from './config-dialog';
import './strings';
import './configs.css';

/** /configs: the key/value settings the server reads through its cache (RuoYi's sys_config). */
export default function ConfigsPage() {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 767px)');
  const confirm = useConfirmAction();
  const [editing, setEditing] = useState<ConfigTarget>(null);

  const remove = (row: ConfigRow) =>
    confirm({
      title: t('configsAdmin.deleteTitle', { name: row.configName }),
      // A built-in one is refused by the server, whose message then shows; the dialog says so first.
      content: row.configType === 'Y' ? t('configsAdmin.deleteBuiltIn') : t('configsAdmin.deleteContent', { key: row.configKey }),
      danger: true,
      okText: t('configsAdmin.delete'),
      action: () => deleteConfig(row.configId),
      success: t('configsAdmin.deleted'),
      invalidate: [CONFIGS_LIST],
    });
  const clearCache = () =>
    confirm({
      title: t('configsAdmin.clearCacheTitle'),
      content: t('configsAdmin.clearCacheContent'),
      action: clearConfigCache,
      success: t('configsAdmin.cacheCleared'),
      invalidate: [CONFIGS_LIST],
    });

  const columns: TableColumnsType<ConfigRow> = [
    { title: 'ID', dataIndex: 'configId', width: 72 },
    { title: t('configsAdmin.name'), dataIndex: 'configName' },
    { title: t('configsAdmin.key'), dataIndex: 'configKey', render: (key: string) => <code className="adm-configs__key">{key}</code> },
    {
      title: t('configsAdmin.value'),
      dataIndex: 'configValue',
      render: (value: string) => (
        <span className="adm-configs__clamp" title={value}>
          {value}
        </span>
      ),
    },
    {
      title: t('configsAdmin.type'),
      dataIndex: 'configType',
      render: (type: ConfigRow['configType']) =>
        type === 'Y' ? <Tag color="processing">{t('configsAdmin.builtIn')}</Tag> : <Tag>{t('configsAdmin.custom')}</Tag>,
    },
    {
      title: t('configsAdmin.remark'),
      dataIndex: 'remark',
      render: (remark: string | null) => (
        <span className="adm-configs__clamp" title={remark ?? ''}>
          {remark || '—'}
        </span>
      ),
    },
    { title: t('configsAdmin.updateTime'), dataIndex: 'updateTime', render: (time: number) => formatTime(time) },
    {
      title: t('common.actions'),
      key: 'actions',
      // Pinned on a desktop; on a phone it would cover most of the table.
      fixed: narrow ? undefined : 'right',
      render: (_, row) => (
        <Space size={0}>
          <Authorized permissions={[CONFIG_UPDATE]}>
            <Button type="link" size="small" onClick={() => setEditing({ config: row })} data-testid={`edit-${row.configId}`}>
              {t('configsAdmin.edit')}
            </Button>
          </Authorized>
          <Authorized permissions={[CONFIG_DELETE]}>
            <Button type="link" size="small" danger onClick={() => remove(row)} data-testid={`delete-${row.configId}`}>
              {t('configsAdmin.delete')}
            </Button>
          </Authorized>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<ConfigRow, ConfigFilters>
        queryKey={CONFIGS_LIST}
        fetchPage={configPage}
        initialFilters={{}}
        filters={
          <>
            <Form.Item name="configName" label={t('configsAdmin.name')}>
              <Input allowClear maxLength={100} data-testid="filter-config-name" />
            </Form.Item>
            <Form.Item name="configKey" label={t('configsAdmin.key')}>
              <Input allowClear maxLength={100} data-testid="filter-config-key" />
            </Form.Item>
            <Form.Item name="configType" label={t('configsAdmin.type')}>
              <Select
                allowClear
                placeholder={t('common.all')}
                style={{ minWidth: 120 }}
                options={CONFIG_TYPES.map((type) => ({ value: type, label: type === 'Y' ? t('configsAdmin.yes') : t('configsAdmin.no') }))}
                data-testid="filter-config-type"
              />
            </Form.Item>
          </>
        }
        toolbar={(list) => (
          <>
            <Authorized permissions={[CONFIG_CREATE]}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ config: null })} data-testid="config-add">
                {t('configsAdmin.add')}
              </Button>
            </Authorized>
            <ExportButton endpoint={configExport} params={list.filters} fileName="configs.xlsx" permission={CONFIG_EXPORT} />
            <Authorized permissions={[CONFIG_DELETE]}>
              <Button icon={<SyncOutlined />} danger onClick={clearCache} data-testid="config-clear-cache">
                {t('configsAdmin.clearCache')}
              </Button>
            </Authorized>
          </>
        )}
        columns={columns}
        rowKey="configId"
        testId="configs-list"
      />
      <ConfigDialog target={editing} onClose={() => setEditing(null)} />
    </>
  );
}
