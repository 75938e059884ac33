import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlayError } from '../stream/play-session';

interface ErrorOverlayProps {
  error: PlayError;
  onReconnect(): void;
  onBack(): void;
}

/**
 * Why the stream stopped, in the server's words (the member's language), with the one action that
 * helps: back to the list (occupied, offline, abnormal), reconnect (idle, the stream left), back to
 * the list to retry (joining failed); a network loss reconnects by itself and says so meanwhile.
 */
export function ErrorOverlay({ error, onReconnect, onBack }: ErrorOverlayProps) {
  const { t } = useTranslation();
  const isAuto = error.action === 'auto';
  return (
    <div
      className={`pl-overlay${isAuto ? ' is-soft' : ''}`}
      role="alert"
      data-testid="play-error"
      data-code={error.code}
      data-action={error.action}
    >
      {isAuto && <span className="pl-spinner" aria-hidden />}
      {error.msg && <p className="pl-overlay__msg">{error.msg}</p>}
      {isAuto && <p className="pl-overlay__sub">{t('play.reconnecting')}</p>}
      <div className="pl-overlay__actions">
        {error.action === 'reconnect' && (
          <Button type="primary" onClick={onReconnect} data-testid="play-reconnect">
            {t('play.reconnect')}
          </Button>
        )}
        <Button type={error.action === 'reconnect' || isAuto ? 'default' : 'primary'} onClick={onBack} data-testid="play-back">
          {t(error.action === 'list-retry' ? 'play.retryFromList' : 'play.backToList')}
        </Button>
      </div>
    </div>
  );
}
