import type { AdminKeyAccountLeadRow } from '@cloudphone/contract';
import { useQueryClient } from '@tanstack/react-query';
import { formatTime } from '@web/shared/format/format-time';
import { App, Select, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../shared/access';
import { ListPage } from '../../shared/list';
import { LEAD_REPLY, LEADS_LIST, leadPage, replyToLead, updateLeadStatus, type LeadFilters } from './api';
import { useConversationColumns, withReply } from './conversation-columns';
import { ConversationDrawer } from './conversation-drawer';
import { LeadStatusFilterField, LeadStatusTag, RepliedFilterField, RepliedTag, useLeadStatusOptions } from './replied-status';
import { ReplyDialog } from './reply-dialog';
import './strings';
import './feedback.css';

/** Where a lead stands: a picker for operators who may follow leads up, a tag for the others. */
function LeadStatusCell({ lead, onChanged }: { lead: AdminKeyAccountLeadRow; onChanged(status: number): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const options = useLeadStatusOptions();
  const [saving, setSaving] = useState(false);
  const mayChange = useHasPermission([LEAD_REPLY]);
  if (!mayChange) return <LeadStatusTag status={lead.status} />;
  const change = async (status: number) => {
    setSaving(true);
    try {
      await updateLeadStatus({ id: lead.id, status });
    } catch {
      return; // the client has shown why; the picker keeps the stored status
    } finally {
      setSaving(false);
    }
    void message.success(t('feedbackAdmin.statusChanged'));
    onChanged(status);
    await queryClient.invalidateQueries({ queryKey: LEADS_LIST });
  };
  return (
    <Select
      size="small"
      value={lead.status}
      options={options}
      loading={saving}
      disabled={saving}
      onChange={(status: number) => void change(status)}
      style={{ width: 110 }}
      aria-label={t('feedbackAdmin.lead.status')}
      data-testid={`lead-status-${lead.id}`}
    />
  );
}

/** /leads: enterprise (key-account) enquiries members sent from the console: the reply, and where each stands. */
export default function LeadsPage() {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<AdminKeyAccountLeadRow | null>(null);
  const [replying, setReplying] = useState<AdminKeyAccountLeadRow | null>(null);
  const changed = (id: number, status: number) => setViewing((open) => (open?.id === id ? { ...open, status } : open));

  const shared = useConversationColumns<AdminKeyAccountLeadRow>({ replyPermission: LEAD_REPLY, onView: setViewing, onReply: setReplying });
  const columns: TableColumnsType<AdminKeyAccountLeadRow> = [
    shared.id,
    {
      title: t('feedbackAdmin.lead.company'),
      dataIndex: 'company',
      render: (company: string) => (
        <span className="adm-cell-clamp" title={company}>
          {company}
        </span>
      ),
    },
    {
      title: t('feedbackAdmin.lead.contact'),
      key: 'contact',
      render: (_, row) => (
        <span className="adm-nowrap">
          {row.contact} <Typography.Text type="secondary">{row.phone}</Typography.Text>
        </span>
      ),
    },
    { title: t('feedbackAdmin.lead.fleetSize'), dataIndex: 'fleetSize', align: 'right' },
    shared.member,
    shared.createTime,
    {
      title: t('feedbackAdmin.lead.status'),
      key: 'status',
      // Where it stands, and whether it was answered.
      render: (_, row) => (
        <div className="adm-lead__status">
          <LeadStatusCell lead={row} onChanged={(status) => changed(row.id, status)} />
          <RepliedTag replied={row.replyTime !== null} />
        </div>
      ),
    },
    shared.actions,
  ];

  return (
    <>
      <ListPage<AdminKeyAccountLeadRow, LeadFilters>
        queryKey={LEADS_LIST}
        fetchPage={leadPage}
        initialFilters={{}}
        filters={
          <>
            <LeadStatusFilterField />
            <RepliedFilterField />
          </>
        }
        columns={columns}
        rowKey="id"
        testId="leads-list"
      />
      <ConversationDrawer
        open={viewing !== null}
        title={t('feedbackAdmin.lead.detail')}
        fields={
          viewing
            ? [
                { label: t('feedbackAdmin.lead.company'), value: viewing.company },
                { label: t('feedbackAdmin.lead.contact'), value: viewing.contact },
                { label: t('feedbackAdmin.lead.phone'), value: viewing.phone },
                { label: t('feedbackAdmin.lead.fleetSize'), value: viewing.fleetSize },
                { label: t('feedbackAdmin.member'), value: `${viewing.memberPhone} #${viewing.memberId}` },
                { label: t('feedbackAdmin.createTime'), value: formatTime(viewing.createTime) },
                {
                  label: t('feedbackAdmin.lead.status'),
                  value: <LeadStatusCell lead={viewing} onChanged={(status) => changed(viewing.id, status)} />,
                },
              ]
            : []
        }
        message={{ label: t('feedbackAdmin.lead.message'), content: viewing?.message || '—' }}
        reply={viewing?.replyContent != null ? { content: viewing.replyContent, time: viewing.replyTime } : null}
        replyPermission={LEAD_REPLY}
        onReply={() => setReplying(viewing)}
        onClose={() => setViewing(null)}
      />
      <ReplyDialog
        target={
          replying && {
            id: replying.id,
            title: t('feedbackAdmin.lead.replyTo', { company: replying.company }),
            replyContent: replying.replyContent,
          }
        }
        send={replyToLead}
        list={LEADS_LIST}
        onClose={() => setReplying(null)}
        onReplied={(id, replyContent) => setViewing(withReply(id, replyContent))}
      />
    </>
  );
}
