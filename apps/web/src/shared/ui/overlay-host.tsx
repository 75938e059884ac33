import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './modal';
import { closeDialog, dismissFlash, useOverlay, type Flash } from './overlay-store';

const MARK: Record<Flash['tone'], string> = { success: '✓', error: '!', info: 'i', warning: '!' };

/** Renders the imperative toasts, notices and dialogs of overlay-store. Mounted once at the root. */
export function OverlayHost() {
  const { t } = useTranslation();
  const flashes = useOverlay((s) => s.flashes);
  const dialog = useOverlay((s) => s.dialogs[0]);
  const toasts = flashes.filter((f) => f.kind === 'toast');
  const notices = flashes.filter((f) => f.kind === 'notice');
  return (
    <>
      <div className="cp-toasts" role="status" aria-live="polite">
        {toasts.map((f) => (
          <div key={f.id} className={`cp-toast cp-toast--${f.tone}`} data-testid={`toast-${f.tone}`}>
            <span className="cp-toast__mark" aria-hidden>
              {MARK[f.tone]}
            </span>
            {f.text}
          </div>
        ))}
      </div>
      <div className="cp-notices" role="alert">
        {notices.map((f) => (
          <div key={f.id} className={`cp-notice cp-notice--${f.tone}`} data-testid="notice-error">
            <span className="cp-toast__mark" aria-hidden>
              {MARK[f.tone]}
            </span>
            <span className="cp-notice__text">{f.text}</span>
            <button type="button" className="cp-notice__close" onClick={() => dismissFlash(f.id)} aria-label={t('common.close')}>
              ×
            </button>
          </div>
        ))}
      </div>
      {dialog && (
        <Modal
          open
          title={dialog.title}
          testId={dialog.testId ? `${dialog.testId}-dialog` : undefined}
          footer={
            <>
              {dialog.cancelText && <Button onClick={() => closeDialog(dialog.id, false)}>{dialog.cancelText}</Button>}
              <Button variant="primary" data-autofocus data-testid={dialog.testId} onClick={() => closeDialog(dialog.id, true)}>
                {dialog.okText}
              </Button>
            </>
          }
        >
          <p className="cp-dialog-text">{dialog.content}</p>
        </Modal>
      )}
    </>
  );
}
