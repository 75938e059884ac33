import { PlusOutlined } from '@ant-design/icons';
import { ORDER_TYPES, packageName, type AdminPackagePrice, type OrderType } from '@cloudphone/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Form, Result, Select, Space, Spin, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../shared/access';
import { ListPage } from '../../shared/list';
import { ALL_CONFIGURATIONS, allConfigurations, PRICES, pricePage, setPriceStatus, type PriceFilters } from './api';
import { showYuan } from './money';
import { CATALOGUE_UPDATE, OfferStatusAction, OfferStatusTag } from './offer-status';
import { PriceDialog } from './price-dialog';

export const ORDER_TYPE_COLORS: Record<OrderType, string> = { purchase: 'blue', renewal: 'green', upgrade: 'purple' };

/** A spec's packages per order type (purchase, renewal, upgrade), their prices in yuan and labels. */
export function PricesTab() {
  const { t, i18n } = useTranslation();
  const specs = useQuery({ queryKey: ALL_CONFIGURATIONS, queryFn: allConfigurations });
  const [editing, setEditing] = useState<AdminPackagePrice | { newOf?: number } | null>(null);

  if (specs.isPending) return <Spin className="adm-catalogue__spin" />;
  if (specs.isError)
    return (
      <Result
        status="error"
        title={t('list.loadFailed')}
        subTitle={specs.error.message}
        extra={
          <Button type="primary" onClick={() => void specs.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  if (specs.data.length === 0) return <Empty description={t('catalogueAdmin.price.noSpecs')} />;
  const specName = (id: number) => specs.data.find((spec) => spec.id === id)?.name ?? `#${id}`;

  const columns: TableColumnsType<AdminPackagePrice> = [
    { title: 'ID', dataIndex: 'id', width: 64 },
    { title: t('catalogueAdmin.price.spec'), dataIndex: 'configurationId', render: specName },
    {
      title: t('catalogueAdmin.price.orderType'),
      dataIndex: 'orderType',
      render: (type: OrderType) => <Tag color={ORDER_TYPE_COLORS[type]}>{t(`catalogueAdmin.orderType.${type}`)}</Tag>,
    },
    {
      title: t('catalogueAdmin.price.duration'),
      key: 'duration',
      render: (_, row) => packageName(row.duration, row.durationUnit, i18n.language),
    },
    { title: t('catalogueAdmin.price.priceColumn'), dataIndex: 'price', align: 'right', render: showYuan },
    {
      title: t('catalogueAdmin.price.originalPriceColumn'),
      dataIndex: 'originalPrice',
      align: 'right',
      render: (fen: number, row) => (fen > row.price ? <Typography.Text delete>{showYuan(fen)}</Typography.Text> : showYuan(fen)),
    },
    {
      title: t('catalogueAdmin.price.label'),
      dataIndex: 'label',
      render: (label: string | null) => (label ? <Tag color="orange">{label}</Tag> : '—'),
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
            <Button type="link" size="small" onClick={() => setEditing(row)} data-testid={`edit-price-${row.id}`}>
              {t('catalogueAdmin.edit')}
            </Button>
          </Authorized>
          <OfferStatusAction
            id={row.id}
            enabled={row.enabled}
            disable={{ title: t('catalogueAdmin.price.disableTitle'), content: t('catalogueAdmin.price.disableHint') }}
            enable={{ title: t('catalogueAdmin.price.enableTitle') }}
            send={setPriceStatus}
            invalidate={[PRICES]}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<AdminPackagePrice, PriceFilters>
        queryKey={PRICES}
        fetchPage={pricePage}
        initialFilters={{ configurationId: specs.data[0]!.id }}
        columns={columns}
        rowKey="id"
        testId="prices-list"
        filters={
          <>
            <Form.Item name="configurationId" label={t('catalogueAdmin.price.spec')}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                style={{ minWidth: 200 }}
                options={specs.data.map((spec) => ({
                  value: spec.id,
                  label: spec.enabled ? spec.name : `${spec.name} (${t('catalogueAdmin.withdrawn')})`,
                }))}
                data-testid="filter-spec"
              />
            </Form.Item>
            <Form.Item name="orderType" label={t('catalogueAdmin.price.orderType')}>
              <Select
                allowClear
                placeholder={t('common.all')}
                style={{ minWidth: 140 }}
                options={ORDER_TYPES.map((type) => ({ value: type, label: t(`catalogueAdmin.orderType.${type}`) }))}
                data-testid="filter-orderType"
              />
            </Form.Item>
          </>
        }
        toolbar={(list) => (
          <Authorized permissions={[CATALOGUE_UPDATE]}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing({ newOf: list.filters.configurationId })}
              data-testid="price-create"
            >
              {t('catalogueAdmin.create')}
            </Button>
          </Authorized>
        )}
      />
      <PriceDialog target={editing} specs={specs.data} onClose={() => setEditing(null)} />
    </>
  );
}
