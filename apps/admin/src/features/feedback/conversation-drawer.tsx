import { formatTime } from '@web/shared/format/format-time';
import { useMediaQuery } from '@web/shared/interaction/use-media-query';
import { Button, Descriptions, Drawer, Empty, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../shared/access';

interface ConversationDrawerProps {
  open: boolean;
  title: ReactNode;
  /** Who wrote and about what (member, time, company…). */
  fields: Array<{ label: ReactNode; value: ReactNode }>;
  /** What the member wrote. */
  message: { label: ReactNode; content: string };
  reply: { content: string; time: number | null } | null;
  /** The permission a reply needs; the button is hidden without it. */
  replyPermission: string;
  /** Further actions beside the reply button (close…), each behind its own permission. */
  actions?: ReactNode;
  onReply(): void;
  onClose(): void;
}

/** A member's message and the operator's reply, with the reply action: feedback and enquiries alike. */
export function ConversationDrawer({
  open,
  title,
  fields,
  message,
  reply,
  replyPermission,
  actions,
  onReply,
  onClose,
}: ConversationDrawerProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 767px)');
  return (
    <Drawer
      open={open}
      title={title}
      onClose={onClose}
      size={narrow ? '100%' : 560}
      destroyOnHidden
      extra={
        <Space>
          {actions}
          <Authorized permissions={[replyPermission]}>
            <Button type="primary" onClick={onReply} data-testid="drawer-reply">
              {reply ? t('feedbackAdmin.changeReply') : t('feedbackAdmin.reply')}
            </Button>
          </Authorized>
        </Space>
      }
      data-testid="conversation-drawer"
    >
      <Descriptions
        column={1}
        size="small"
        bordered
        items={fields.map(({ label, value }, index) => ({ key: index, label, children: value }))}
      />
      <Typography.Title level={5} className="adm-conversation__heading">
        {message.label}
      </Typography.Title>
      <div className="adm-conversation__bubble" data-testid="drawer-message">
        {message.content}
      </div>
      <Typography.Title level={5} className="adm-conversation__heading">
        {t('feedbackAdmin.replyContent')}
        {reply?.time ? <span className="adm-conversation__time">{formatTime(reply.time)}</span> : null}
      </Typography.Title>
      {reply ? (
        <div className="adm-conversation__bubble adm-conversation__bubble--reply" data-testid="drawer-reply-content">
          {reply.content}
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('feedbackAdmin.noReply')} />
      )}
    </Drawer>
  );
}
