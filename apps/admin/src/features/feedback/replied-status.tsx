import { LEAD_STATUS } from '@cloudphone/contract';
import { Form, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Awaiting a reply, or replied: the tag in a row. */
export function RepliedTag({ replied }: { replied: boolean }) {
  const { t } = useTranslation();
  return replied ? <Tag color="success">{t('feedbackAdmin.replied')}</Tag> : <Tag color="warning">{t('feedbackAdmin.pending')}</Tag>;
}

/** A feedback's state: unread (no operator opened it), replied or awaiting, closed. */
export function FeedbackStateTags({ row }: { row: { read: boolean; closed: boolean; replyTime: number | null } }) {
  const { t } = useTranslation();
  return (
    <span className="adm-feedback__tags" data-testid="feedback-state">
      {!row.read && <Tag color="blue">{t('feedbackAdmin.unread')}</Tag>}
      {row.closed ? <Tag>{t('feedbackAdmin.closed')}</Tag> : <RepliedTag replied={row.replyTime !== null} />}
    </span>
  );
}

/** The lists' filter on replies (the server's `replied=true|false`). */
export function RepliedFilterField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="replied" label={t('feedbackAdmin.replyState')}>
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

/** The feedback list's filter on closing (`closed=true|false`). */
export function ClosedFilterField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="closed" label={t('feedbackAdmin.openState')}>
      <Select
        allowClear
        placeholder={t('common.all')}
        style={{ minWidth: 120 }}
        options={[
          { value: 'false', label: t('feedbackAdmin.open') },
          { value: 'true', label: t('feedbackAdmin.closed') },
        ]}
        data-testid="filter-closed"
      />
    </Form.Item>
  );
}

export type LeadStatusName = keyof typeof LEAD_STATUS;
const LEAD_STATUS_NAMES = Object.keys(LEAD_STATUS) as LeadStatusName[];
const LEAD_COLORS: Record<LeadStatusName, string> = { new: 'blue', contacted: 'gold', won: 'success', lost: 'default' };
const leadStatusName = (status: number) => LEAD_STATUS_NAMES.find((name) => LEAD_STATUS[name] === status);

/** Where a lead stands (0 new, 1 contacted, 2 won, 3 lost). */
export function LeadStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const name = leadStatusName(status);
  return (
    <Tag color={name ? LEAD_COLORS[name] : undefined} data-testid="lead-status">
      {name ? t(`feedbackAdmin.leadStatus.${name}`) : status}
    </Tag>
  );
}

export function useLeadStatusOptions() {
  const { t } = useTranslation();
  return LEAD_STATUS_NAMES.map((name) => ({ value: LEAD_STATUS[name], label: t(`feedbackAdmin.leadStatus.${name}`) }));
}

/** The leads list's filter on it. */
export function LeadStatusFilterField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="status" label={t('feedbackAdmin.lead.status')}>
      <Select
        allowClear
        placeholder={t('common.all')}
        style={{ minWidth: 120 }}
        options={useLeadStatusOptions()}
        data-testid="filter-status"
      />
    </Form.Item>
  );
}
