import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../shared/ui/overlay-store';
import { ErrorOverlay } from '../components/error-overlay';
import { PasteDialog } from '../components/paste-dialog';
import { PhoneInfo } from '../components/phone-info';
import { PlayHeader } from '../components/play-header';
import { ShareDialog } from '../components/share-dialog';
import { SideControls } from '../components/side-controls';
import { StatsOverlay } from '../components/stats-overlay';
import { initialFilters, isViewOnly, phoneListQuery, rowsOf, useNow } from '../phone-bridge';
import { preferredCodec } from '../api/start-phone';
import { downloadScreenshot } from '../player/download-screenshot';
import { Player } from '../player/player';
import { usePlaySession, writeQualityMode } from '../player/use-play-session';
import type { QualityMode } from '../stream/auto-quality';
import '../play.css';

const STATS_KEY = 'play-stats-overlay';
const LIST = '/index';

const parseId = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /play?phoneId=N (spec point 2, "cloud phone operation"): the phone's live screen with its
 * buttons, info and quality; previous/next switch phones without leaving the page.
 */
export function PlayPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const phoneId = parseId(params.get('phoneId'));
  const codec = preferredCodec(params.get('codec'));
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const [showStats, setShowStats] = useState(() => localStorage.getItem(STATS_KEY) === '1');
  const [isPasting, setPasting] = useState(false);
  const [isSharing, setSharing] = useState(false);
  const now = useNow();

  // The list as it opens (the member's sort, no filter): prev/next walk the same order as /index.
  const [filters] = useState(initialFilters);
  const list = useInfiniteQuery(phoneListQuery(filters));
  const rows = useMemo(() => rowsOf(list.data), [list.data]);
  const index = rows.findIndex((row) => row.id === phoneId);
  const phone = index === -1 ? null : rows[index]!;

  const isMissing = phoneId === null || (list.isSuccess && !phone && !list.hasNextPage);
  const fileStem = phone?.owlId ?? String(phoneId);
  const onScreenshot = useCallback(
    (jpeg: Blob) => {
      downloadScreenshot(jpeg, fileStem);
      toast.success(t('play.screenshotSaved'));
    },
    [fileStem, t],
  );
  const { session, state } = usePlaySession(isMissing ? null : phoneId, canvasRef, onScreenshot, codec);

  const isLive = state?.phase === 'live';
  // View only: a phone shared for viewing, or a session whose control is elsewhere (hand-over).
  const viewOnly = Boolean(state?.isViewOnly || (phone && isViewOnly(phone)));
  const isInputEnabled = isLive && !viewOnly;
  const canTakeControl = isLive && Boolean(state?.handover);
  // The codec asked for in the address goes along to the next phone.
  const goTo = (id: number) =>
    void navigate(`/play?phoneId=${id}${params.get('codec') ? `&codec=${encodeURIComponent(params.get('codec')!)}` : ''}`, {
      replace: true,
    });
  const back = () => void navigate(LIST);

  if (isMissing) {
    return (
      <Result
        status="404"
        title={t('play.missingPhone')}
        subTitle={t('play.missingPhoneText')}
        extra={
          <Button type="primary" onClick={back}>
            {t('play.backToList')}
          </Button>
        }
        data-testid="play-missing"
      />
    );
  }

  const setMode = (mode: QualityMode) => {
    writeQualityMode(mode);
    session?.setMode(mode);
  };
  const toggleStats = () =>
    setShowStats((shown) => {
      localStorage.setItem(STATS_KEY, shown ? '0' : '1');
      return !shown;
    });

  return (
    <div className="pl-page" data-testid="play-page" data-phase={state?.phase ?? 'connecting'} data-view-only={viewOnly || undefined}>
      <PlayHeader
        phone={phone}
        isViewOnly={viewOnly}
        onTakeControl={canTakeControl ? () => session?.takeControl() : undefined}
        index={index}
        total={list.data?.pages[0]?.total ?? rows.length}
        prev={index > 0 ? rows[index - 1] : undefined}
        next={index !== -1 && index < rows.length - 1 ? rows[index + 1] : undefined}
        listPath={LIST}
        onSwitch={goTo}
      />
      <div className="pl-body">
        <div className="pl-stage" ref={stageRef}>
          <Player
            canvasRef={canvasRef}
            session={session}
            display={state?.display ?? null}
            isInputEnabled={isInputEnabled}
            label={phone?.alias ?? String(phoneId)}
          >
            {showStats && state && <StatsOverlay stats={state.stats} display={state.display} quality={state.quality} />}
            {state?.phase === 'connecting' && !state.error && (
              <div className="pl-overlay is-soft" data-testid="play-connecting">
                <span className="pl-spinner" aria-hidden />
                <p className="pl-overlay__sub">{t('play.connecting')}</p>
              </div>
            )}
            {state?.error && <ErrorOverlay error={state.error} onReconnect={() => session?.reconnect()} onBack={back} />}
            {state?.refused && isLive && (
              <p className="pl-refused" role="status">
                {state.refused}
              </p>
            )}
            {/* The owner took control: the grantee watches until it is handed back. */}
            {state?.controlTaken && isLive && (
              <p className="pl-refused is-lasting" role="status" data-testid="play-control-taken">
                {state.controlTaken}
              </p>
            )}
            {state?.notice && isLive && !state.controlTaken && (
              <p className="pl-refused is-notice" role="status" data-testid="play-notice">
                {state.notice}
              </p>
            )}
          </Player>
        </div>
        <SideControls
          isViewOnly={viewOnly}
          isLive={isLive}
          mode={state?.mode ?? 'auto'}
          showStats={showStats}
          onKey={(key) => session?.send({ type: 'key', key })}
          onRotate={() => session?.send({ type: 'rotate' })}
          onScreenshot={() => session?.send({ type: 'screenshot' })}
          onPaste={() => setPasting(true)}
          onMode={setMode}
          onToggleStats={toggleStats}
          fullscreenTarget={() => stageRef.current}
        />
        {phone && (
          <PhoneInfo
            phone={phone}
            now={now}
            live={state?.phone ?? null}
            {...(phone.accreditType === null ? { onShare: () => setSharing(true) } : {})}
          />
        )}
      </div>
      {phone && <ShareDialog phoneId={phone.id} open={isSharing} onClose={() => setSharing(false)} />}
      <PasteDialog
        open={isPasting}
        onClose={() => setPasting(false)}
        onSend={(text) => {
          setPasting(false);
          if (session?.send({ type: 'clipboard', text })) toast.success(t('play.paste.sent'));
        }}
      />
    </div>
  );
}
