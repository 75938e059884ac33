import { Form, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Awaiting a reply, or replied: the tag in a row. */
export function RepliedTag({ replied }: { replied: boolean }) {
  const { t } = useTranslation();
  return replied ? <Tag color="success">{t('feedbackAdmin.replied')}</Tag> : <Tag color="warning">{t('feedbackAdmin.pending')}</Tag>;
}

/** The lists' filter on it (the server's `replied=true|false`). */
export function RepliedFilterField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="replied" label={t('feedbackAdmin.status')}>
      <Select
        allowClear
        placeholder={t('common.all')}
        style={{ minWidth: 160 }}
        options={[
          { value: 'false', label: t('feedbackAdmin.pending') },
          { value: 'true', label: t('feedbackAdmin.replied') },
        ]}
        data-testid="filter-replied"
      />
    </Form.Item>
  );
}
