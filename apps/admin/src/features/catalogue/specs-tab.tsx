import { PlusOutlined } from '@ant-design/icons';
import { PAD_TYPE, type AdminPhoneConfiguration } from '@cloudphone/contract';
import { Button, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../shared/access';
import { ListPage } from '../../shared/list';
import { CONFIGURATIONS, configurationPage, setConfigurationStatus } from './api';
import { CATALOGUE_UPDATE, OfferStatusAction, OfferStatusTag } from './offer-status';
import { SpecDialog } from './spec-dialog';
import { StockDialog } from './stock-dialog';

const padTypeKey = (code: number) => (Object.keys(PAD_TYPE) as Array<keyof typeof PAD_TYPE>).find((key) => PAD_TYPE[key] === code);

/** The phone specs, on sale or withdrawn, with their stock per region. */
export function SpecsTab() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<AdminPhoneConfiguration | 'new' | null>(null);
  const [stocking, setStocking] = useState<AdminPhoneConfiguration | null>(null);

  const columns: TableColumnsType<AdminPhoneConfiguration> = [
    { title: 'ID', dataIndex: 'id', width: 64 },
    { title: t('catalogueAdmin.spec.tab'), dataIndex: 'tab' },
    { title: t('catalogueAdmin.spec.name'), dataIndex: 'name' },
    {
      title: t('catalogueAdmin.spec.padType'),
      dataIndex: 'padType',
      render: (code: number) => {
        const key = padTypeKey(code);
        return key ? t(`catalogueAdmin.padType.${key}`) : code;
      },
    },
    {
      title: t('catalogueAdmin.spec.hardware'),
      key: 'hardware',
      render: (_, row) => (
        <span className="adm-catalogue__hardware">
          Android {row.androidVersion} · {row.chip} · {row.cpu} · {row.memory} / {row.storage}
        </span>
      ),
    },
    {
      title: t('catalogueAdmin.spec.stock'),
      key: 'stock',
      render: (_, row) =>
        row.regions.length === 0 ? (
          <Typography.Text type="secondary">{t('catalogueAdmin.spec.noStock')}</Typography.Text>
        ) : (
          <Space size={[4, 4]} wrap>
            {row.regions.map((region) => (
              <Tag key={region.id} color={region.stock > 0 ? 'blue' : 'default'}>
                {region.name} {region.stock} / {region.held}
              </Tag>
            ))}
          </Space>
        ),
    },
    { title: t('catalogueAdmin.sort'), dataIndex: 'sort', align: 'right' },
    { title: t('catalogueAdmin.status'), dataIndex: 'enabled', render: (enabled: boolean) => <OfferStatusTag enabled={enabled} /> },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Authorized permissions={[CATALOGUE_UPDATE]}>
            <Button type="link" size="small" onClick={() => setEditing(row)} data-testid={`edit-${row.id}`}>
              {t('catalogueAdmin.edit')}
            </Button>
            <Button type="link" size="small" onClick={() => setStocking(row)} data-testid={`stock-${row.id}`}>
              {t('catalogueAdmin.spec.stockAction')}
            </Button>
          </Authorized>
          <OfferStatusAction
            id={row.id}
            enabled={row.enabled}
            disable={{ title: t('catalogueAdmin.spec.disableTitle', { name: row.name }), content: t('catalogueAdmin.spec.disableHint') }}
            enable={{ title: t('catalogueAdmin.spec.enableTitle', { name: row.name }), content: t('catalogueAdmin.spec.enableHint') }}
            send={setConfigurationStatus}
            invalidate={[CONFIGURATIONS]}
          />
        </Space>
      ),
    },
  ];

  return (
    <ListPage<AdminPhoneConfiguration, object>
      queryKey={CONFIGURATIONS}
      fetchPage={configurationPage}
      initialFilters={{}}
      columns={columns}
      rowKey="id"
      testId="specs-list"
      toolbar={() => (
        <Authorized permissions={[CATALOGUE_UPDATE]}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="spec-create">
            {t('catalogueAdmin.create')}
          </Button>
        </Authorized>
      )}
    >
      {(list) => (
        <>
          <SpecDialog target={editing} tabs={[...new Set(list.rows.map((row) => row.tab))]} onClose={() => setEditing(null)} />
          <StockDialog spec={stocking} onClose={() => setStocking(null)} />
        </>
      )}
    </ListPage>
  );
}
