import { REPLY_MAX, type ReplyInput } from '@cloudphone/contract';
import type { QueryKey } from '@tanstack/react-query';
import { tm } from '@web/shared/i18n/message';
import { Form, Input, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/list';

export interface ReplyTarget {
  id: number;
  /** What is answered (the feedback's title, the enquiry's company), for the dialog's title. */
  title: ReactNode;
  replyContent: string | null;
}

interface ReplyDialogProps {
  target: ReplyTarget | null;
  send(input: ReplyInput): Promise<unknown>;
  /** The list to refetch once the reply is stored. */
  list: QueryKey;
  onClose(): void;
  onReplied(id: number, replyContent: string): void;
}

/** Writes (or replaces) the reply the member receives as a "user feedback reply" message. */
export function ReplyDialog({ target, send, list, onClose, onReplied }: ReplyDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog<{ replyContent: string }>
      open={target !== null}
      title={target?.title}
      initialValues={{ replyContent: target?.replyContent ?? '' }}
      onSubmit={({ replyContent }) => send({ id: target!.id, replyContent })}
      onDone={({ replyContent }) => onReplied(target!.id, replyContent.trim())}
      onClose={onClose}
      success={t('feedbackAdmin.replySent')}
      invalidate={[list]}
      okText={t('feedbackAdmin.reply')}
      testId="reply-dialog"
    >
      <Typography.Paragraph type="secondary">{t('feedbackAdmin.replyHint')}</Typography.Paragraph>
      <Form.Item
        name="replyContent"
        label={t('feedbackAdmin.replyContent')}
        rules={[
          { required: true, whitespace: true, message: tm('feedback.reply.required') },
          { max: REPLY_MAX, message: tm('feedback.reply.length') },
        ]}
      >
        <Input.TextArea
          rows={6}
          showCount
          maxLength={REPLY_MAX}
          placeholder={t('feedbackAdmin.replyPlaceholder')}
          data-testid="reply-content"
        />
      </Form.Item>
    </FormDialog>
  );
}
