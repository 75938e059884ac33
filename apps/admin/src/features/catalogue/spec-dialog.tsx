import {
  OFFER_SORT_MAX,
  OFFER_TEXT_MAX,
  PAD_TYPE,
  type AdminPhoneConfiguration,
  type CreateConfigurationInput,
  type MessageKey,
} from '@cloudphone/contract';
import { tm } from '@web/shared/i18n/message';
import { AutoComplete, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/list';
import { CONFIGURATIONS, createConfiguration, updateConfiguration } from './api';

type SpecValues = Required<CreateConfigurationInput>;
type TextField = 'tab' | 'name' | 'androidVersion' | 'chip' | 'cpu' | 'memory' | 'storage';

/** A required one-line text of the contract's length, with the server's own message. */
const lineRules = (field: TextField) => {
  const message = tm(`offers.${field}Invalid` as MessageKey);
  return [
    { required: true, whitespace: true, message },
    { max: OFFER_TEXT_MAX[field], message },
  ];
};

interface SpecDialogProps {
  /** null: closed; 'new': create; a row: edit it. */
  target: AdminPhoneConfiguration | 'new' | null;
  /** The tabs in use, offered while typing (a new tab is just a new name). */
  tabs: string[];
  onClose(): void;
}

/** Create or edit a phone spec: its tab, name, pad type, hardware and sort. */
export function SpecDialog({ target, tabs, onClose }: SpecDialogProps) {
  const { t } = useTranslation();
  const editing = target !== null && target !== 'new' ? target : null;
  const text = (field: TextField, extra?: { hint?: string; auto?: boolean }) => (
    <Form.Item name={field} label={t(`catalogueAdmin.spec.${field}`)} rules={lineRules(field)} extra={extra?.hint}>
      {extra?.auto ? (
        <AutoComplete options={tabs.map((tab) => ({ value: tab }))} maxLength={OFFER_TEXT_MAX[field]} data-testid={`spec-${field}`} />
      ) : (
        <Input maxLength={OFFER_TEXT_MAX[field]} data-testid={`spec-${field}`} />
      )}
    </Form.Item>
  );
  return (
    <FormDialog<SpecValues>
      open={target !== null}
      title={editing ? t('catalogueAdmin.spec.editTitle', { name: editing.name }) : t('catalogueAdmin.spec.createTitle')}
      initialValues={editing ?? { padType: PAD_TYPE.vip, sort: 0 }}
      onSubmit={(values) => (editing ? updateConfiguration({ id: editing.id, ...values }) : createConfiguration(values))}
      onClose={onClose}
      invalidate={[CONFIGURATIONS]}
      width={640}
      testId="spec-dialog"
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          {text('tab', { hint: t('catalogueAdmin.spec.tabHint'), auto: true })}
        </Col>
        <Col xs={24} sm={12}>
          {text('name')}
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="padType"
            label={t('catalogueAdmin.spec.padType')}
            rules={[{ required: true, message: tm('offers.padTypeInvalid') }]}
          >
            <Select
              options={Object.entries(PAD_TYPE).map(([key, value]) => ({
                value,
                label: t(`catalogueAdmin.padType.${key as keyof typeof PAD_TYPE}`),
              }))}
              data-testid="spec-padType"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          {text('androidVersion')}
        </Col>
        <Col xs={24} sm={12}>
          {text('chip')}
        </Col>
        <Col xs={24} sm={12}>
          {text('cpu')}
        </Col>
        <Col xs={24} sm={12}>
          {text('memory')}
        </Col>
        <Col xs={24} sm={12}>
          {text('storage')}
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="sort" label={t('catalogueAdmin.sort')} rules={[{ required: true, message: tm('offers.sortInvalid') }]}>
            <InputNumber min={0} max={OFFER_SORT_MAX} precision={0} style={{ width: '100%' }} data-testid="spec-sort" />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}
