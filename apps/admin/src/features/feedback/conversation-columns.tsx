import { formatTime } from '@web/shared/format/format-time';
import { useMediaQuery } from '@web/shared/interaction/use-media-query';
import { Button, Space, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../shared/access';

/** What feedback and enquiries share: who sent it, when, and the operator's reply. */
export interface ConversationRow {
  id: number;
  memberId: number;
  memberPhone: string;
  createTime: number;
  replyContent: string | null;
  replyTime: number | null;
}

type Column<Row> = TableColumnsType<Row>[number];

interface ConversationColumnsOptions<Row> {
  /** The permission a reply needs; the reply button is hidden without it. */
  replyPermission: string;
  onView(row: Row): void;
  onReply(row: Row): void;
  /** Further row actions after view and reply (each behind its own <Authorized>). */
  moreActions?(row: Row): ReactNode;
}

/** The columns both lists have: ID, member, sent, and the row actions (view, reply or change the reply, more). */
export function useConversationColumns<Row extends ConversationRow>({
  replyPermission,
  onView,
  onReply,
  moreActions,
}: ConversationColumnsOptions<Row>) {
  const { t } = useTranslation();
  // On a phone a fixed actions column would cover most of the row: it scrolls with the rest there.
  const narrow = useMediaQuery('(max-width: 767px)');
  const id: Column<Row> = { title: 'ID', dataIndex: 'id', width: 72 };
  const member: Column<Row> = {
    title: t('feedbackAdmin.member'),
    key: 'member',
    render: (_, row) => (
      <span className="adm-nowrap">
        {row.memberPhone} <Typography.Text type="secondary">#{row.memberId}</Typography.Text>
      </span>
    ),
  };
  const createTime: Column<Row> = {
    title: t('feedbackAdmin.createTime'),
    dataIndex: 'createTime',
    render: (time: number) => formatTime(time),
  };
  const actions: Column<Row> = {
    title: t('common.actions'),
    key: 'actions',
    fixed: narrow ? undefined : 'right',
    render: (_, row) => (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => onView(row)} data-testid={`view-${row.id}`}>
          {t('common.view')}
        </Button>
        <Authorized permissions={[replyPermission]}>
          <Button type="link" size="small" onClick={() => onReply(row)} data-testid={`reply-${row.id}`}>
            {row.replyTime === null ? t('feedbackAdmin.reply') : t('feedbackAdmin.changeReply')}
          </Button>
        </Authorized>
        {moreActions?.(row)}
      </Space>
    ),
  };
  return { id, member, createTime, actions };
}

/** The reply dialog's target after a reply: the open drawer shows it at once (the list refetches). */
export const withReply =
  <Row extends ConversationRow>(id: number, replyContent: string) =>
  (row: Row | null): Row | null =>
    row?.id === id ? { ...row, replyContent, replyTime: Date.now() } : row;
