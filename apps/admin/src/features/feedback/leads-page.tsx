import type { AdminKeyAccountLeadRow } from '@cloudphone/contract';
import { formatTime } from '@web/shared/format/format-time';
import { Button, Space, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../shared/access';
import { ListPage } from '../../shared/list';
import { LEADS_LIST, leadPage, replyToLead, type RepliedFilter } from './api';
import { ConversationDrawer } from './conversation-drawer';
import { RepliedFilterField, RepliedTag } from './replied-status';
import { ReplyDialog } from './reply-dialog';
import './strings';
import './feedback.css';

const REPLY = 'member:lead:reply';

/** /leads: enterprise (key-account) enquiries members sent from the console, with the operator's reply. */
export default function LeadsPage() {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<AdminKeyAccountLeadRow | null>(null);
  const [replying, setReplying] = useState<AdminKeyAccountLeadRow | null>(null);

  const columns: TableColumnsType<AdminKeyAccountLeadRow> = [
    { title: 'ID', dataIndex: 'id', width: 72 },
    { title: t('feedbackAdmin.lead.company'), dataIndex: 'company' },
    { title: t('feedbackAdmin.lead.contact'), dataIndex: 'contact' },
    { title: t('feedbackAdmin.lead.phone'), dataIndex: 'phone' },
    { title: t('feedbackAdmin.lead.fleetSize'), dataIndex: 'fleetSize', align: 'right' },
    {
      title: t('feedbackAdmin.member'),
      key: 'member',
      render: (_, row) => (
        <span>
          {row.memberPhone} <Typography.Text type="secondary">#{row.memberId}</Typography.Text>
        </span>
      ),
    },
    { title: t('feedbackAdmin.createTime'), dataIndex: 'createTime', render: (time: number) => formatTime(time) },
    { title: t('feedbackAdmin.status'), key: 'status', render: (_, row) => <RepliedTag replied={row.replyTime !== null} /> },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setViewing(row)} data-testid={`view-${row.id}`}>
            {t('common.view')}
          </Button>
          <Authorized permissions={[REPLY]}>
            <Button type="link" size="small" onClick={() => setReplying(row)} data-testid={`reply-${row.id}`}>
              {row.replyTime === null ? t('feedbackAdmin.reply') : t('feedbackAdmin.changeReply')}
            </Button>
          </Authorized>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<AdminKeyAccountLeadRow, RepliedFilter>
        queryKey={LEADS_LIST}
        fetchPage={leadPage}
        initialFilters={{}}
        filters={<RepliedFilterField />}
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
              ]
            : []
        }
        message={{ label: t('feedbackAdmin.lead.message'), content: viewing?.message || '—' }}
        reply={viewing?.replyContent != null ? { content: viewing.replyContent, time: viewing.replyTime } : null}
        replyPermission={REPLY}
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
        onReplied={(id, replyContent) => setViewing((row) => (row?.id === id ? { ...row, replyContent, replyTime: Date.now() } : row))}
      />
    </>
  );
}
