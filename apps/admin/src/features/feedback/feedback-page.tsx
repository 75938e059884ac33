import type { AdminFeedbackRow } from '@cloudphone/contract';
import { useQueryClient } from '@tanstack/react-query';
import { formatTime } from '@web/shared/format/format-time';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../shared/access';
import { ListPage, useConfirmAction } from '../../shared/list';
import { closeFeedback, FEEDBACK_LIST, FEEDBACK_REPLY, feedbackPage, getFeedback, replyToFeedback, type FeedbackFilters } from './api';
import { useConversationColumns, withReply } from './conversation-columns';
import { ConversationDrawer } from './conversation-drawer';
import { ClosedFilterField, FeedbackStateTags, RepliedFilterField } from './replied-status';
import { ReplyDialog } from './reply-dialog';
import './strings';
import './feedback.css';

const clamp = (text: string, strong = false) => (
  <span className={strong ? 'adm-cell-clamp adm-cell-clamp--strong' : 'adm-cell-clamp'} title={text}>
    {text}
  </span>
);

/** /feedback: what members sent through the console's feedback form: read (opening marks it), answered and closed here. */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirm = useConfirmAction();
  const [viewing, setViewing] = useState<AdminFeedbackRow | null>(null);
  const [replying, setReplying] = useState<AdminFeedbackRow | null>(null);

  /** Shows the row at once, then the server's copy (`get` marks it read; the list refetches to show so). */
  const view = async (row: AdminFeedbackRow) => {
    setViewing(row);
    let fresh: AdminFeedbackRow;
    try {
      fresh = await getFeedback(row.id);
    } catch {
      return; // the client has shown why; the drawer keeps the list's copy
    }
    setViewing((open) => (open?.id === row.id ? fresh : open));
    if (!row.read) await queryClient.invalidateQueries({ queryKey: FEEDBACK_LIST });
  };

  const close = (row: AdminFeedbackRow) =>
    confirm({
      title: t('feedbackAdmin.closeTitle', { title: row.feedbackTitle }),
      content: t('feedbackAdmin.closeContent'),
      okText: t('feedbackAdmin.close'),
      action: async () => {
        await closeFeedback(row.id);
        setViewing((open) => (open?.id === row.id ? { ...open, closed: true } : open));
      },
      success: t('feedbackAdmin.closedDone'),
      invalidate: [FEEDBACK_LIST],
    });

  /** In a row "Close"; in the drawer, beside the drawer's own close, "Close feedback". */
  const closeButton = (row: AdminFeedbackRow, inDrawer: boolean) =>
    !row.closed && (
      <Authorized permissions={[FEEDBACK_REPLY]}>
        <Button
          type={inDrawer ? 'default' : 'link'}
          size={inDrawer ? undefined : 'small'}
          onClick={() => close(row)}
          data-testid={`close-${row.id}`}
        >
          {t(inDrawer ? 'feedbackAdmin.closeFeedback' : 'feedbackAdmin.close')}
        </Button>
      </Authorized>
    );

  const shared = useConversationColumns<AdminFeedbackRow>({
    replyPermission: FEEDBACK_REPLY,
    onView: (row) => void view(row),
    onReply: setReplying,
    moreActions: (row) => closeButton(row, false),
  });
  const columns: TableColumnsType<AdminFeedbackRow> = [
    shared.id,
    shared.member,
    { title: t('feedbackAdmin.feedback.title'), key: 'title', render: (_, row) => clamp(row.feedbackTitle, !row.read) },
    { title: t('feedbackAdmin.feedback.content'), dataIndex: 'feedbackContent', render: (text: string) => clamp(text) },
    { title: t('feedbackAdmin.status'), key: 'status', render: (_, row) => <FeedbackStateTags row={row} /> },
    shared.createTime,
    shared.actions,
  ];

  return (
    <>
      <ListPage<AdminFeedbackRow, FeedbackFilters>
        queryKey={FEEDBACK_LIST}
        fetchPage={feedbackPage}
        initialFilters={{}}
        filters={
          <>
            <RepliedFilterField />
            <ClosedFilterField />
          </>
        }
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
                { label: t('feedbackAdmin.status'), value: <FeedbackStateTags row={viewing} /> },
                { label: t('feedbackAdmin.feedback.title'), value: viewing.feedbackTitle },
              ]
            : []
        }
        message={{ label: t('feedbackAdmin.feedback.content'), content: viewing?.feedbackContent ?? '' }}
        reply={viewing?.replyContent != null ? { content: viewing.replyContent, time: viewing.replyTime } : null}
        replyPermission={FEEDBACK_REPLY}
        actions={viewing && closeButton(viewing, true)}
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
        onReplied={(id, replyContent) => setViewing(withReply(id, replyContent))}
      />
    </>
  );
}
