import { Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Text to paste into the phone's focused field (`clipboard` input). Opens with the browser's
 * clipboard when the page may read it; otherwise the member pastes or types here.
 */
export function PasteDialog({ open, onSend, onClose }: { open: boolean; onSend(text: string): void; onClose(): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  useEffect(() => {
    if (!open) return;
    let isCurrent = true;
    navigator.clipboard
      ?.readText?.()
      .then((clip) => {
        if (isCurrent && clip) setText((current) => current || clip);
      })
      .catch(() => undefined); // not allowed: the member pastes by hand
    return () => {
      isCurrent = false;
    };
  }, [open]);
  return (
    <Modal
      open={open}
      title={t('play.paste.title')}
      okText={t('play.paste.send')}
      cancelText={t('play.paste.cancel')}
      okButtonProps={{ disabled: !text, 'data-testid': 'play-paste-send' }}
      onOk={() => {
        onSend(text.slice(0, 10_000));
        setText('');
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Input.TextArea
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('play.paste.placeholder')}
        autoSize={{ minRows: 3, maxRows: 8 }}
        maxLength={10_000}
        autoFocus
        data-testid="play-paste-text"
      />
    </Modal>
  );
}
