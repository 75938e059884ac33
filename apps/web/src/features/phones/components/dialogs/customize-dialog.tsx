import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tm } from '../../../../shared/i18n/message';
import { citiesQuery, countriesQuery, modelLibraryQuery } from '../../api/customization-catalogue';
import { DPI_MAX, DPI_MIN } from './density-dialog';
import { UnsupportedList } from '../operation-confirm';
import type { OperationDialogProps } from './dialog-props';
import './dialogs.css';

interface CustomizeForm {
  brand?: string;
  model?: string;
  countryId?: number;
  cityId?: number;
  serialNumber?: string;
  timeZone?: string;
  dpi?: number | null;
}

const SERIAL = /^[A-Za-z0-9]{6,20}$/;

/**
 * Device customization (spec point 3): brand → model from the model library, country → city
 * (cities/{id}), an optional serial number, the time zone (the city's by default) and the DPI.
 */
export function CustomizeDialog({ open, phones, onCancel, onSubmit, unsupported = [] }: OperationDialogProps) {
  const { t, i18n } = useTranslation();
  const isEnglish = i18n.language === 'en-US';
  const [form] = Form.useForm<CustomizeForm>();
  const brand = Form.useWatch('brand', form);
  const countryId = Form.useWatch('countryId', form) ?? null;
  const [isSubmitting, setSubmitting] = useState(false);
  const models = useQuery({ ...modelLibraryQuery, enabled: open });
  const countries = useQuery({ ...countriesQuery, enabled: open });
  const cities = useQuery(citiesQuery(open ? countryId : null));

  const brands = useMemo(() => [...new Set((models.data ?? []).map((m) => m.brand))], [models.data]);
  const modelOptions = (models.data ?? []).filter((m) => m.brand === brand).map((m) => ({ value: m.model, label: m.name || m.model }));
  const zones = [...new Set((cities.data ?? []).map((c) => c.timeZone))];
  const required = (field: string) => [{ required: true, message: t('phones.customize.required', { field }) }];

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSubmitting(true);
    try {
      await onSubmit({
        brand: values.brand,
        model: values.model,
        countryId: values.countryId,
        cityId: values.cityId,
        ...(values.serialNumber?.trim() ? { serialNumber: values.serialNumber.trim() } : {}),
        ...(values.timeZone ? { timeZone: values.timeZone } : {}),
        ...(typeof values.dpi === 'number' ? { dpi: values.dpi } : {}),
      });
      form.resetFields();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('phones.customize.title')}
      onCancel={onCancel}
      onOk={() => void submit()}
      okText={t('phones.customize.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={isSubmitting}
      maskClosable={false}
      width={600}
      okButtonProps={{ 'data-testid': 'customize-submit' } as never}
      modalRender={(node) => <div data-testid="customize-dialog">{node}</div>}
    >
      <p className="ph-dialog__intro">{t('phones.customize.intro', { count: phones.length })}</p>
      {phones.length + unsupported.length > 1 && (
        <Alert className="ph-dialog__alert" type="info" showIcon message={t('phones.customize.batchNote')} />
      )}
      {unsupported.length > 0 && (
        <Alert className="ph-dialog__alert" type="warning" showIcon title={<UnsupportedList phones={unsupported} />} />
      )}
      <Form form={form} layout="vertical" requiredMark className="ph-form-grid">
        <Form.Item name="brand" label={t('phones.customize.brand')} rules={required(t('phones.customize.brand'))}>
          <Select
            showSearch
            loading={models.isPending}
            placeholder={t('phones.customize.select')}
            options={brands.map((b) => ({ value: b, label: b }))}
            onChange={() => form.setFieldValue('model', undefined)}
            data-testid="customize-brand"
          />
        </Form.Item>
        <Form.Item name="model" label={t('phones.customize.model')} rules={required(t('phones.customize.model'))}>
          <Select
            showSearch
            optionFilterProp="label"
            disabled={!brand}
            placeholder={t('phones.customize.select')}
            options={modelOptions}
            data-testid="customize-model"
          />
        </Form.Item>
        <Form.Item name="countryId" label={t('phones.customize.country')} rules={required(t('phones.customize.country'))}>
          <Select
            showSearch
            optionFilterProp="label"
            loading={countries.isPending}
            placeholder={t('phones.customize.select')}
            options={(countries.data ?? []).map((c) => ({ value: c.id, label: isEnglish ? c.nameEn : c.name }))}
            onChange={() => form.setFieldsValue({ cityId: undefined, timeZone: undefined })}
            data-testid="customize-country"
          />
        </Form.Item>
        <Form.Item name="cityId" label={t('phones.customize.city')} rules={[{ required: true, message: tm('phones.customize.city') }]}>
          <Select
            showSearch
            optionFilterProp="label"
            disabled={countryId === null}
            loading={cities.isFetching}
            placeholder={t('phones.customize.select')}
            options={(cities.data ?? []).map((c) => ({ value: c.id, label: isEnglish ? c.nameEn : c.name }))}
            onChange={(id: number) => form.setFieldValue('timeZone', cities.data?.find((c) => c.id === id)?.timeZone)}
            data-testid="customize-city"
          />
        </Form.Item>
        <Form.Item
          name="serialNumber"
          label={t('phones.customize.serial')}
          rules={[{ pattern: SERIAL, message: tm('phones.customize.serial') }]}
        >
          <Input placeholder={t('phones.customize.serialPlaceholder')} maxLength={20} data-testid="customize-serial" />
        </Form.Item>
        <Form.Item name="timeZone" label={t('phones.customize.timeZone')} extra={t('phones.customize.timeZoneHint')}>
          <Select
            showSearch
            allowClear
            disabled={countryId === null}
            placeholder={t('phones.customize.select')}
            options={zones.map((z) => ({ value: z, label: z }))}
            data-testid="customize-timezone"
          />
        </Form.Item>
        <Form.Item name="dpi" label={t('phones.customize.dpi')}>
          <InputNumber
            min={DPI_MIN}
            max={DPI_MAX}
            precision={0}
            placeholder={t('phones.customize.dpiPlaceholder')}
            style={{ width: '100%' }}
            data-testid="customize-dpi"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
