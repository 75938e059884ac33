import {
  DURATION_UNITS,
  OFFER_DURATION_MAX,
  OFFER_PRICE_MAX,
  OFFER_SORT_MAX,
  OFFER_TEXT_MAX,
  ORDER_TYPES,
  type AdminPackagePrice,
  type AdminPhoneConfiguration,
  type DurationUnit,
  type OrderType,
} from '@cloudphone/contract';
import { tm } from '@web/shared/i18n/message';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/list';
import { createPrice, PRICES, updatePrice } from './api';
import { fenToYuanNumber, yuanToFen } from './money';

interface PriceValues {
  configurationId: number;
  orderType: OrderType;
  duration: number;
  durationUnit: DurationUnit;
  /** Yuan as typed (two decimals); sent as fen. */
  price: number;
  originalPrice: number;
  label?: string;
  sort: number;
}

interface PriceDialogProps {
  /** null: closed; { spec }: a new package of that spec; a row: edit it. */
  target: AdminPackagePrice | { newOf?: number } | null;
  specs: AdminPhoneConfiguration[];
  onClose(): void;
}

const YUAN_MAX = OFFER_PRICE_MAX / 100;

/** Create or edit a package: order type, duration, price and original price in yuan, label, sort. */
export function PriceDialog({ target, specs, onClose }: PriceDialogProps) {
  const { t } = useTranslation();
  const editing = target && 'id' in target ? target : null;
  const initialValues: Partial<PriceValues> = editing
    ? {
        ...editing,
        price: fenToYuanNumber(editing.price),
        originalPrice: fenToYuanNumber(editing.originalPrice),
        label: editing.label ?? '',
      }
    : { configurationId: target && 'newOf' in target ? target.newOf : undefined, orderType: 'purchase', durationUnit: 'month', sort: 0 };

  const send = ({ configurationId, price, originalPrice, label, ...rest }: PriceValues) => {
    const fields = { ...rest, price: yuanToFen(price), originalPrice: yuanToFen(originalPrice), label: label?.trim() || null };
    return editing ? updatePrice({ id: editing.id, ...fields }) : createPrice({ configurationId, ...fields });
  };
  const yuan = (testId: string) => (
    <InputNumber min={0} max={YUAN_MAX} precision={2} step={0.01} prefix="¥" style={{ width: '100%' }} data-testid={testId} />
  );

  return (
    <FormDialog<PriceValues>
      open={target !== null}
      title={editing ? t('catalogueAdmin.price.editTitle') : t('catalogueAdmin.price.createTitle')}
      initialValues={initialValues}
      onSubmit={send}
      onClose={onClose}
      invalidate={[PRICES]}
      width={640}
      testId="price-dialog"
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="configurationId"
            label={t('catalogueAdmin.price.spec')}
            rules={[{ required: true, message: t('catalogueAdmin.price.chooseSpec') }]}
          >
            {/* A package stays with its spec: the spec is chosen once, at creation. */}
            <Select
              disabled={editing !== null}
              options={specs.map((spec) => ({ value: spec.id, label: spec.name }))}
              placeholder={t('catalogueAdmin.price.chooseSpec')}
              data-testid="price-spec"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="orderType"
            label={t('catalogueAdmin.price.orderType')}
            rules={[{ required: true, message: tm('offers.orderTypeInvalid') }]}
          >
            <Select
              options={ORDER_TYPES.map((type) => ({ value: type, label: t(`catalogueAdmin.orderType.${type}`) }))}
              data-testid="price-orderType"
            />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item
            name="duration"
            label={t('catalogueAdmin.price.duration')}
            rules={[{ required: true, message: tm('offers.durationInvalid') }]}
          >
            <InputNumber min={1} max={OFFER_DURATION_MAX} precision={0} style={{ width: '100%' }} data-testid="price-duration" />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item
            name="durationUnit"
            label={t('catalogueAdmin.price.durationUnit')}
            rules={[{ required: true, message: tm('offers.durationUnitInvalid') }]}
          >
            <Select
              options={DURATION_UNITS.map((unit) => ({ value: unit, label: t(`catalogueAdmin.unit.${unit}`) }))}
              data-testid="price-unit"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="price" label={t('catalogueAdmin.price.price')} rules={[{ required: true, message: tm('offers.priceInvalid') }]}>
            {yuan('price-price')}
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="originalPrice"
            label={t('catalogueAdmin.price.originalPrice')}
            dependencies={['price']}
            rules={[
              { required: true, message: tm('offers.originalPriceInvalid') },
              ({ getFieldValue }) => ({
                validator: (_, value: number | null) => {
                  const price = getFieldValue('price') as number | null;
                  return value == null || price == null || yuanToFen(value) >= yuanToFen(price)
                    ? Promise.resolve()
                    : Promise.reject(new Error(tm('offers.originalPriceBelowPrice')));
                },
              }),
            ]}
          >
            {yuan('price-original')}
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="label"
            label={t('catalogueAdmin.price.label')}
            extra={t('catalogueAdmin.price.labelHint')}
            rules={[{ max: OFFER_TEXT_MAX.label, message: tm('offers.labelInvalid') }]}
          >
            <Input maxLength={OFFER_TEXT_MAX.label} data-testid="price-label" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="sort" label={t('catalogueAdmin.sort')} rules={[{ required: true, message: tm('offers.sortInvalid') }]}>
            <InputNumber min={0} max={OFFER_SORT_MAX} precision={0} style={{ width: '100%' }} data-testid="price-sort" />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}
