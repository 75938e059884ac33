import { Form, Radio, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** RuoYi's statuses: 0 normal, 1 disabled (a disabled entry is not offered to members). */
export function DictStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return status === 0 ? <Tag color="success">{t('dictsAdmin.normal')}</Tag> : <Tag>{t('dictsAdmin.disabled')}</Tag>;
}

/** The lists' status filter. */
export function DictStatusFilter() {
  const { t } = useTranslation();
  return (
    <Form.Item name="status" label={t('dictsAdmin.status')}>
      <Select
        allowClear
        placeholder={t('common.all')}
        style={{ minWidth: 120 }}
        options={[
          { value: 0, label: t('dictsAdmin.normal') },
          { value: 1, label: t('dictsAdmin.disabled') },
        ]}
        data-testid="filter-status"
      />
    </Form.Item>
  );
}

/** The dialogs' status field. */
export function DictStatusField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="status" label={t('dictsAdmin.status')}>
      <Radio.Group
        options={[
          { value: 0, label: t('dictsAdmin.normal') },
          { value: 1, label: t('dictsAdmin.disabled') },
        ]}
        data-testid="field-status"
      />
    </Form.Item>
  );
}
