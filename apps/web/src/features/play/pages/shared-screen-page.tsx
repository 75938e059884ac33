import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { preferredCodec, streamUrl } from '../api/start-phone';
import { startSharedPhone } from '../api/share-links';
import { Player } from '../player/player';
import { streamMessage } from '../player/use-play-session';
import { PlaySession, type PlayState } from '../stream/play-session';
import '../play.css';

const noop = () => () => undefined;

/**
 * /sharePhoneVideo?code= and /shareVideo?code= (public): a phone's live screen through the owner's
 * share link, for anyone holding it, without signing in. View-only: the picture shows, no input
 * goes up. It ends when the owner revokes the link or it runs out, and says so. /shareGame?code=
 * (`variant="game"`) is the same for a streaming phone (pad type 3), named a game.
 */
export function SharedScreenPage({ variant = 'phone' }: { variant?: 'phone' | 'game' }) {
  const isGame = variant === 'game';
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const codec = preferredCodec(params.get('codec'));
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [session, setSession] = useState<PlaySession | null>(null);
  const [shared, setShared] = useState<{ alias: string; linkExpiresAt: number } | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !code) return;
    const next = new PlaySession({
      phoneId: 0,
      canvas,
      startPhone: () =>
        startSharedPhone(code, codec === 'h264' ? codec : undefined, isGame).then((started) => {
          setShared({ alias: started.alias, linkExpiresAt: started.linkExpiresAt });
          return started;
        }),
      // A visitor has no account to report under.
      reportError: () => undefined,
      toSocketUrl: (url) => streamUrl(url),
      onScreenshot: () => undefined,
      messageFor: streamMessage,
      mode: 'auto',
    });
    setSession(next);
    next.start();
    return () => next.close();
  }, [code, codec, isGame]);

  const state: PlayState | null = useSyncExternalStore(
    session?.subscribe ?? noop,
    () => session?.state ?? null,
    () => null,
  );
  const error = code ? state?.error : { code: 'shareEnded', msg: t('play.share.missingCode'), action: 'back' as const };

  return (
    <div className="pl-shared" data-testid="shared-screen" data-variant={variant} data-phase={state?.phase ?? 'connecting'}>
      <header className="pl-shared__head">
        <h1 className="pl-shared__title" data-testid="shared-alias">
          {shared?.alias ?? t(isGame ? 'play.share.gameTitle' : 'play.share.title')}
        </h1>
        {isGame && <span className="pl-shared__badge">{t('play.share.gameBadge')}</span>}
        <span className="pl-shared__badge">{t('play.viewOnly')}</span>
        {shared && (
          <span className="pl-shared__until">
            {t('play.share.until', { time: new Date(shared.linkExpiresAt).toLocaleString(t('play.share.dateLocale')) })}
          </span>
        )}
      </header>
      <div className="pl-shared__stage">
        <Player canvasRef={canvasRef} session={session} display={state?.display ?? null} isInputEnabled={false} label={shared?.alias ?? ''}>
          {state?.phase === 'connecting' && !error && (
            <div className="pl-overlay is-soft" data-testid="play-connecting">
              <span className="pl-spinner" aria-hidden />
              <p className="pl-overlay__sub">{t('play.connecting')}</p>
            </div>
          )}
          {error && (
            <div
              className={`pl-overlay${error.action === 'auto' ? ' is-soft' : ''}`}
              role="alert"
              data-testid="play-error"
              data-code={error.code}
            >
              {error.action === 'auto' && <span className="pl-spinner" aria-hidden />}
              <p className="pl-overlay__msg">{error.msg}</p>
              {error.action === 'auto' ? (
                <p className="pl-overlay__sub">{t('play.reconnecting')}</p>
              ) : (
                error.action === 'reconnect' && (
                  <button type="button" className="cp-btn cp-btn--primary cp-btn--md" onClick={() => session?.reconnect()}>
                    {t('play.reconnect')}
                  </button>
                )
              )}
            </div>
          )}
        </Player>
      </div>
      <p className="pl-shared__foot">
        {t('play.share.foot')} <Link to="/login">{t('play.share.signIn')}</Link>
      </p>
    </div>
  );
}
