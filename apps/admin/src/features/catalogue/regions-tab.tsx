import { PlusOutlined } from '@ant-design/icons';
import { OFFER_SORT_MAX, OFFER_TEXT_MAX, type AdminSaleRegion } from '@cloudphone/contract';
import { tm } from '@web/shared/i18n/message';
import { Button, Form, Input, InputNumber, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../shared/access';
import { FormDialog, ListPage, useConfirmAction } from '../../shared/list';
import { CONFIGURATIONS, createRegion, REGIONS, regionPage, removeRegion, updateRegion } from './api';
import { CATALOGUE_UPDATE } from './offer-status';

interface RegionValues {
  name: string;
  sort: number;
}

/** The sale regions (a spec's stock is set per region); a region in use cannot be deleted. */
export function RegionsTab() {
  const { t } = useTranslation();
  const confirm = useConfirmAction();
  const [editing, setEditing] = useState<AdminSaleRegion | 'new' | null>(null);
  const current = editing !== null && editing !== 'new' ? editing : null;

  const columns: TableColumnsType<AdminSaleRegion> = [
    { title: 'ID', dataIndex: 'id', width: 64 },
    { title: t('catalogueAdmin.region.name'), dataIndex: 'name' },
    { title: t('catalogueAdmin.sort'), dataIndex: 'sort', align: 'right' },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Authorized permissions={[CATALOGUE_UPDATE]}>
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setEditing(row)} data-testid={`edit-region-${row.id}`}>
              {t('catalogueAdmin.edit')}
            </Button>
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                confirm({
                  title: t('catalogueAdmin.region.removeTitle', { name: row.name }),
                  content: t('catalogueAdmin.region.removeHint'),
                  danger: true,
                  okText: t('catalogueAdmin.remove'),
                  action: () => removeRegion(row.id),
                  invalidate: [REGIONS, CONFIGURATIONS],
                })
              }
              data-testid={`remove-region-${row.id}`}
            >
              {t('catalogueAdmin.remove')}
            </Button>
          </Space>
        </Authorized>
      ),
    },
  ];

  return (
    <>
      <ListPage<AdminSaleRegion, object>
        queryKey={REGIONS}
        fetchPage={regionPage}
        initialFilters={{}}
        columns={columns}
        rowKey="id"
        testId="regions-list"
        toolbar={() => (
          <Authorized permissions={[CATALOGUE_UPDATE]}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="region-create">
              {t('catalogueAdmin.create')}
            </Button>
          </Authorized>
        )}
      />
      <FormDialog<RegionValues>
        open={editing !== null}
        title={current ? t('catalogueAdmin.region.editTitle', { name: current.name }) : t('catalogueAdmin.region.createTitle')}
        initialValues={current ?? { sort: 0 }}
        onSubmit={(values) => (current ? updateRegion({ id: current.id, ...values }) : createRegion(values))}
        onClose={() => setEditing(null)}
        invalidate={[REGIONS, CONFIGURATIONS]}
        testId="region-dialog"
      >
        <Form.Item
          name="name"
          label={t('catalogueAdmin.region.name')}
          rules={[
            { required: true, whitespace: true, message: tm('offers.regionNameInvalid') },
            { max: OFFER_TEXT_MAX.regionName, message: tm('offers.regionNameInvalid') },
          ]}
        >
          <Input maxLength={OFFER_TEXT_MAX.regionName} data-testid="region-name" />
        </Form.Item>
        <Form.Item name="sort" label={t('catalogueAdmin.sort')} rules={[{ required: true, message: tm('offers.sortInvalid') }]}>
          <InputNumber min={0} max={OFFER_SORT_MAX} precision={0} style={{ width: '100%' }} data-testid="region-sort" />
        </Form.Item>
      </FormDialog>
    </>
  );
}
