import { STOCK_MAX, type AdminPhoneConfiguration } from '@cloudphone/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/list';
import { CONFIGURATIONS, REGIONS, saleRegions, updateStock } from './api';

interface StockValues {
  regionId: number;
  stock: number;
}

/** How many phones of a spec may still be sold in one region (the spec's stock per region). */
export function StockDialog({ spec, onClose }: { spec: AdminPhoneConfiguration | null; onClose(): void }) {
  const { t } = useTranslation();
  const regions = useQuery({ queryKey: REGIONS, queryFn: saleRegions, enabled: spec !== null });
  const first = spec?.regions[0];
  return (
    <FormDialog<StockValues>
      open={spec !== null}
      title={t('catalogueAdmin.spec.stockTitle', { name: spec?.name ?? '' })}
      initialValues={first ? { regionId: first.id, stock: first.stock } : { stock: 0 }}
      onSubmit={(values) => updateStock({ configurationId: spec!.id, ...values })}
      onClose={onClose}
      invalidate={[CONFIGURATIONS]}
      testId="stock-dialog"
    >
      {(form) => (
        <>
          {regions.data?.length === 0 && (
            <Alert type="info" showIcon title={t('catalogueAdmin.spec.noRegions')} style={{ marginBottom: 16 }} />
          )}
          <Form.Item
            name="regionId"
            label={t('catalogueAdmin.spec.region')}
            rules={[{ required: true, message: t('catalogueAdmin.spec.regionRequired') }]}
          >
            <Select
              loading={regions.isPending}
              options={regions.data?.map((region) => ({ value: region.id, label: region.name }))}
              // The stock field starts from what is set there now.
              onChange={(regionId: number) => form.setFieldValue('stock', spec?.regions.find((r) => r.id === regionId)?.stock ?? 0)}
              data-testid="stock-region"
            />
          </Form.Item>
          <Form.Item
            name="stock"
            label={t('catalogueAdmin.spec.stockValue')}
            rules={[{ required: true, message: t('catalogueAdmin.spec.stockRequired', { max: STOCK_MAX }) }]}
          >
            <InputNumber min={0} max={STOCK_MAX} precision={0} style={{ width: '100%' }} data-testid="stock-value" />
          </Form.Item>
          <Form.Item noStyle dependencies={['regionId']}>
            {() => {
              const current = spec?.regions.find((r) => r.id === form.getFieldValue('regionId'));
              return (
                <Typography.Text type="secondary">
                  {t('catalogueAdmin.spec.stockHint', { stock: current?.stock ?? 0, held: current?.held ?? 0 })}
                </Typography.Text>
              );
            }}
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
