import type { AdminFeedbackRow } from '@cloudphone/contract';
import { formatTime } from '@web/shared/format/format-time';
import { Button, Space, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../shared/access';
import { ListPage } from '../../shared/list';
import { FEEDBACK_LIST, feedbackPage, replyToFeedback, type RepliedFilter } from './api';
import { ConversationDrawer } from './conversation-drawer';
import { RepliedFilterField, RepliedTag } from './replied-status';
import { ReplyDialog } from './reply-dialog';
import './strings';
import './feedback.css';

const REPLY = 'system:feedback:reply';
const clamp = (text: string) => (
  <span className="adm-cell-clamp" title={text}>
    {text}
  </span>
);

/** /feedback: what members sent through the console's feedback form, read and answered here. */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<AdminFeedbackRow | null>(null);
  const [replying, setReplying] = useState<AdminFeedbackRow | null>(null);

  const columns: TableColumnsType<AdminFeedbackRow> = [
    { title: 'ID', dataIndex: 'id', width: 72 },
    {
      title: t('feedbackAdmin.member'),
      key: 'member',
      render: (_, row) => (
        <span>
          {row.memberPhone} <Typography.Text type="secondary">#{row.memberId}</Typography.Text>
        </span>
      ),
    },
    { title: t('feedbackAdmin.feedback.title'), dataIndex: 'feedbackTitle', render: clamp },
    { title: t('feedbackAdmin.feedback.content'), dataIndex: 'feedbackContent', render: clamp },
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
      <ListPage<AdminFeedbackRow, RepliedFilter>
        queryKey={FEEDBACK_LIST}
        fetchPage={feedbackPage}
        initialFilters={{}}
        filters={<RepliedFilterField />}
        columns={columns}
        rowKey="id"
        testId="feedback-list"
      />
      <ConversationDrawer
        open={viewing !== null}
        title={t('feedbackAdmin.feedback.detail')}
        fields={
          viewing
            ? [
                { label: t('feedbackAdmin.member'), value: viewing.memberPhone },
                { label: t('feedbackAdmin.memberId'), value: viewing.memberId },
                { label: t('feedbackAdmin.createTime'), value: formatTime(viewing.createTime) },
                { label: t('feedbackAdmin.status'), value: <RepliedTag replied={viewing.replyTime !== null} /> },
                { label: t('feedbackAdmin.feedback.title'), value: viewing.feedbackTitle },
              ]
            : []
        }
        message={{ label: t('feedbackAdmin.feedback.content'), content: viewing?.feedbackContent ?? '' }}
        reply={viewing?.replyContent != null ? { content: viewing.replyContent, time: viewing.replyTime } : null}
        replyPermission={REPLY}
        onReply={() => setReplying(viewing)}
        onClose={() => setViewing(null)}
      />
      <ReplyDialog
        target={
          replying && {
            id: replying.id,
            title: t('feedbackAdmin.feedback.replyTo', { title: replying.feedbackTitle }),
            replyContent: replying.replyContent,
          }
        }
        send={replyToFeedback}
        list={FEEDBACK_LIST}
        onClose={() => setReplying(null)}
        onReplied={(id, replyContent) =>
          // The open drawer shows the new reply at once; the list refetches.
          setViewing((row) => (row?.id === id ? { ...row, replyContent, replyTime: Date.now() } : row))
        }
      />
    </>
  );
}
