import { CloseOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** contentType 2 is text (spec point 3); anything else means `content` is an image address. */
export const TEXT_NOTICE = 2;

export interface SystemNotice {
  title: string;
  contentType: number;
  content: string;
}

export interface SystemNoticeDialogProps {
  /** The notice to show; null shows nothing. */
  notice: SystemNotice | null;
  /** The member acknowledged it (confirm button or close icon); the caller marks it shown and moves on. */
  onConfirm(): void;
}

/**
 * A popup notice (spec point 2): text with a confirm button, or an image with a close icon. A click
 * outside or Esc does not dismiss it, so a notice is only counted as seen when the member acts on it.
 * Text may carry operator-written HTML, so it is sanitised before rendering.
 */
export function SystemNoticeDialog({ notice, onConfirm }: SystemNoticeDialogProps) {
  const { t } = useTranslation();
  const isText = notice?.contentType === TEXT_NOTICE;
  const html = useMemo(() => (notice && isText ? DOMPurify.sanitize(notice.content) : ''), [notice, isText]);
  if (!notice) return null;

  const common = {
    open: true,
    centered: true,
    keyboard: false,
    mask: { closable: false },
    onCancel: onConfirm,
    modalRender: (node: React.ReactNode) => <div data-testid="system-notice-dialog">{node}</div>,
  } as const;

  if (isText)
    return (
      <Modal
        {...common}
        title={notice.title}
        width={520}
        closable={false}
        footer={
          <Button type="primary" data-testid="system-notice-confirm" onClick={onConfirm}>
            {t('systemNotice.confirm')}
          </Button>
        }
      >
        <div className="system-notice__text" style={{ whiteSpace: 'pre-wrap' }} dangerouslySetInnerHTML={{ __html: html }} />
      </Modal>
    );

  return (
    <Modal
      {...common}
      width={600}
      footer={null}
      closeIcon={<CloseOutlined data-testid="system-notice-close" aria-label={t('systemNotice.close')} />}
      styles={{ body: { padding: 0 } }}
    >
      <img src={notice.content} alt={notice.title} style={{ display: 'block', width: '100%', borderRadius: 8 }} />
    </Modal>
  );
}
