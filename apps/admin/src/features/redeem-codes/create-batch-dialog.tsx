import {
  DURATION_UNITS,
  REDEEM_CODE_TYPES,
  REDEEM_CREATE_MAX,
  type CreatedRedeemBatch,
  type DurationUnit,
  type RedeemCodeType,
} from '@cloudphone/contract';
import { useQuery } from '@tanstack/react-query';
import { tm } from '@web/shared/i18n/message';
import { Col, DatePicker, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/list';
import { ALL_CONFIGURATIONS, allConfigurations, REGIONS, saleRegions } from '../catalogue/api';
import { BATCHES, createBatch } from './api';

const REMARK_MAX = 100;

interface BatchValues {
  type: RedeemCodeType;
  configurationId: number;
  regionId?: number;
  duration: number;
  durationUnit: DurationUnit;
  count: number;
  expireTime: Dayjs;
  remark?: string;
}

interface CreateBatchDialogProps {
  open: boolean;
  onClose(): void;
  /** The answer: the only time the plain codes are known. */
  onCreated(batch: CreatedRedeemBatch): void;
}

/** Make a batch of codes: type, spec (and region for new phones), duration, how many, until when. */
export function CreateBatchDialog({ open, onClose, onCreated }: CreateBatchDialogProps) {
  const { t } = useTranslation();
  const specs = useQuery({ queryKey: ALL_CONFIGURATIONS, queryFn: allConfigurations, enabled: open });
  const regions = useQuery({ queryKey: REGIONS, queryFn: saleRegions, enabled: open });

  const send = async ({ type, regionId, expireTime, remark, ...rest }: BatchValues) => {
    const created = await createBatch({
      ...rest,
      type,
      ...(type === 'purchase' ? { regionId } : {}),
      expireTime: expireTime.valueOf(),
      remark: remark?.trim() || undefined,
    });
    onCreated(created);
  };

  return (
    <FormDialog<BatchValues>
      open={open}
      title={t('redeemAdmin.form.title')}
      initialValues={{ type: 'purchase', duration: 1, durationUnit: 'month', count: 10, expireTime: dayjs().add(90, 'day').endOf('day') }}
      onSubmit={send}
      onClose={onClose}
      invalidate={[BATCHES]}
      okText={t('redeemAdmin.form.submit')}
      width={600}
      testId="batch-dialog"
    >
      {(form) => (
        <Row gutter={16}>
          <Col span={24}>
            <Form.Item name="type" label={t('redeemAdmin.form.type')} extra={t('redeemAdmin.form.typeHint')}>
              <Radio.Group
                optionType="button"
                options={REDEEM_CODE_TYPES.map((type) => ({ value: type, label: t(`redeemAdmin.typeName.${type}`) }))}
                data-testid="batch-type"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="configurationId"
              label={t('redeemAdmin.form.spec')}
              rules={[{ required: true, message: t('redeemAdmin.form.specRequired') }]}
            >
              <Select
                loading={specs.isPending}
                showSearch={{ optionFilterProp: 'label' }}
                options={specs.data?.filter((spec) => spec.enabled).map((spec) => ({ value: spec.id, label: spec.name }))}
                data-testid="batch-spec"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item noStyle dependencies={['type', 'configurationId']}>
              {() => {
                if (form.getFieldValue('type') !== 'purchase') return null;
                // Each region with what the chosen spec still has for sale there.
                const spec = specs.data?.find((s) => s.id === form.getFieldValue('configurationId'));
                return (
                  <Form.Item
                    name="regionId"
                    label={t('redeemAdmin.form.region')}
                    extra={t('redeemAdmin.form.regionHint')}
                    rules={[{ required: true, message: tm('redeem.regionRequired') }]}
                  >
                    <Select
                      loading={regions.isPending}
                      options={regions.data?.map((region) => {
                        const stock = spec?.regions.find((r) => r.id === region.id)?.stock;
                        return { value: region.id, label: stock === undefined ? region.name : `${region.name} (${stock})` };
                      })}
                      data-testid="batch-region"
                    />
                  </Form.Item>
                );
              }}
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item
              name="duration"
              label={t('redeemAdmin.form.duration')}
              rules={[{ required: true, message: tm('redeem.durationInvalid') }]}
            >
              <InputNumber min={1} max={1000} precision={0} style={{ width: '100%' }} data-testid="batch-duration" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="durationUnit" label={t('redeemAdmin.form.unit')}>
              <Select
                options={DURATION_UNITS.map((unit) => ({ value: unit, label: t(`catalogueAdmin.unit.${unit}`) }))}
                data-testid="batch-unit"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="count" label={t('redeemAdmin.form.count')} rules={[{ required: true, message: tm('redeem.countInvalid') }]}>
              <InputNumber min={1} max={REDEEM_CREATE_MAX} precision={0} style={{ width: '100%' }} data-testid="batch-count" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="expireTime"
              label={t('redeemAdmin.form.expireTime')}
              rules={[
                {
                  validator: (_, value: Dayjs | null) =>
                    value && value.isAfter(dayjs()) ? Promise.resolve() : Promise.reject(new Error(t('redeemAdmin.form.expireRequired'))),
                },
              ]}
            >
              <DatePicker
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                disabledDate={(day) => day.isBefore(dayjs(), 'day')}
                style={{ width: '100%' }}
                data-testid="batch-expire"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="remark"
              label={t('redeemAdmin.form.remark')}
              rules={[{ max: REMARK_MAX, message: t('redeemAdmin.form.remarkTooLong') }]}
            >
              <Input maxLength={REMARK_MAX} placeholder={t('redeemAdmin.form.remarkPlaceholder')} data-testid="batch-remark" />
            </Form.Item>
          </Col>
        </Row>
      )}
    </FormDialog>
  );
}
