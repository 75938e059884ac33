import { FEEDBACK_CONTENT_MAX, FEEDBACK_TITLE_MAX } from '@cloudphone/contract';
import { Button, Form, Input, Modal } from 'antd';
import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODES, isApiError } from '../../shared/api/api-error';
import { useSubmitGuard } from '../../shared/interaction/use-submit-guard';
import { toast } from '../../shared/ui/overlay-store';
import { sendFeedback } from './api/send-feedback';
import { feedbackContentRules, feedbackTitleRules } from './feedback-rules';

interface FeedbackFields {
  feedbackTitle: string;
  feedbackContent: string;
}

export interface FeedbackDialogProps {
  open: boolean;
  onClose(): void;
}

/** Checked as the member types and when a field loses focus (spec point 5). */
const VALIDATE_ON = ['onChange', 'onBlur'];

/**
 * The feedback dialog (spec points 2 and 7): 600 px, not closed by a click outside (a half-written
 * message is easy to lose), title ≤ 100 and content ≤ 300 with counters. On success: a message,
 * the form cleared, the dialog closed. On failure it stays open with the text kept; the API client
 * has already shown the server's message.
 */
export function FeedbackDialog({ open, onClose }: FeedbackDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FeedbackFields>();
  const [isSending, setSending] = useState(false);
  const guard = useSubmitGuard();
  // Read without insisting on a provider: the dialog also stands alone (its tests, the sign-in pages).
  const queries = useContext(QueryClientContext);

  const submit = async () => {
    // Validation happens outside the guard so a refused form can be fixed and sent again at once.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    guard.run(async () => {
      setSending(true);
      try {
        await sendFeedback({ feedbackTitle: values.feedbackTitle.trim(), feedbackContent: values.feedbackContent.trim() });
        toast.success(t('feedbackDialog.success'));
        // The message center's "my feedback" list (features/notices/api/notice-keys.ts) shows it at once.
        void queries?.invalidateQueries({ queryKey: ['notices', 'feedback'] });
        form.resetFields();
        onClose();
      } catch (error) {
        // The client stays quiet about "rejected" business errors and leaves them to the caller.
        if (isApiError(error) && error.code === CODES.rejected) toast.error(error.message);
      } finally {
        setSending(false);
      }
    });
  };

  return (
    <Modal
      open={open}
      title={t('feedbackDialog.title')}
      width={600}
      mask={{ closable: false }}
      onCancel={onClose}
      modalRender={(node) => <div data-testid="feedback-dialog">{node}</div>}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('feedbackDialog.cancel')}
        </Button>,
        <Button key="submit" type="primary" loading={isSending} data-testid="feedback-submit" onClick={() => void submit()}>
          {t('feedbackDialog.submit')}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item name="feedbackTitle" label={t('feedbackDialog.titleLabel')} rules={feedbackTitleRules()} validateTrigger={VALIDATE_ON}>
          <Input data-testid="feedback-title" placeholder={t('feedbackDialog.titlePlaceholder')} maxLength={FEEDBACK_TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="feedbackContent"
          label={t('feedbackDialog.contentLabel')}
          rules={feedbackContentRules()}
          validateTrigger={VALIDATE_ON}
        >
          <Input.TextArea
            data-testid="feedback-content"
            placeholder={t('feedbackDialog.contentPlaceholder')}
            rows={4}
            maxLength={FEEDBACK_CONTENT_MAX}
            showCount
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
