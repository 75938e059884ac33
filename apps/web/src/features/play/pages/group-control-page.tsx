import { Button } from 'antd';
import type { PushResult } from '@cloudphone/contract';
import { Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../shared/ui/overlay-store';
import { ErrorOverlay } from '../components/error-overlay';
import { PasteDialog } from '../components/paste-dialog';
import { SideControls } from '../components/side-controls';
import { FollowerGrid } from '../group/follower-grid';
import { selectionFromParams } from '../group/group-selection';
import { PhonePicker } from '../group/phone-picker';
import { PushProgress } from '../group/push-progress';
import { useGroupControl } from '../group/use-group-control';
import { downloadScreenshot } from '../player/download-screenshot';
import { Player } from '../player/player';
import { writeQualityMode } from '../player/use-play-session';
import type { QualityMode } from '../stream/auto-quality';
import { GroupPushDialog, pushToPhones } from '../uploads-bridge';
import '../play.css';
import '../group/group.css';

interface Selection {
  phoneIds: number[];
  masterId: number;
}

/**
 * /groupControl (spec points 2 and 5): choose 2 to 300 phones and a master, then drive the master
 * while every follower repeats it; `?ids=…&master=…` comes from the phone list's selection.
 */
export function GroupControlPage() {
  const [params] = useSearchParams();
  const initial = useMemo(() => selectionFromParams(params), [params]);
  const [selection, setSelection] = useState<Selection | null>(null);
  if (!selection) return <PhonePicker initial={initial} onStart={setSelection} />;
  return <GroupStage selection={selection} onEnd={() => setSelection(null)} />;
}

function GroupStage({ selection, onEnd }: { selection: Selection; onEnd(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const [isPasting, setPasting] = useState(false);
  const [isPushing, setPushing] = useState(false);
  const [pushed, setPushed] = useState<PushResult | null>(null);
  const onScreenshot = useCallback(
    (jpeg: Blob) => {
      downloadScreenshot(jpeg, `group-${selection.masterId}`);
      toast.success(t('play.screenshotSaved'));
    },
    [selection.masterId, t],
  );
  const { session, group, state, groupState } = useGroupControl(selection, canvasRef, onScreenshot);
  const isLive = state?.phase === 'live';
  const followers = groupState?.followers ?? [];
  const active = followers.filter((f) => f.state === 'active').length;
  const replay = groupState?.lastReplay;

  const openSingly = async (phoneId: number) => {
    if (await group?.detach(phoneId)) window.open(`${import.meta.env.BASE_URL}play?phoneId=${phoneId}`, '_blank', 'noopener');
  };
  const setMode = (mode: QualityMode) => {
    writeQualityMode(mode);
    session?.setMode(mode);
  };
  const ids = (state: 'active' | 'paused') => followers.filter((f) => f.state === state).map((f) => f.phoneId);
  // A push goes to the whole group as it stands: the master and every follower still in it.
  const groupPhones = [selection.masterId, ...followers.map((f) => f.phoneId)].map((id) => ({ id }));
  const push = async (extra: { fileIds: number[]; targetDir?: string }) => {
    const answer = await pushToPhones(
      groupPhones.map((p) => p.id),
      extra,
    );
    setPushed(answer);
    setPushing(false);
  };
  const aliasOf = (phoneId: number) => followers.find((f) => f.phoneId === phoneId)?.alias ?? String(phoneId);

  return (
    <div className="gc-page" data-testid="gc-page" data-phase={state?.phase ?? 'connecting'}>
      <header className="gc-head">
        <button type="button" className="pl-head__back" onClick={() => void navigate('/index')}>
          ‹ {t('play.backToList')}
        </button>
        <h1 className="gc-head__title">{t('play.group.title')}</h1>
        <span className="gc-head__summary" data-testid="gc-summary">
          {t('play.group.followers', { active, total: followers.length })}
        </span>
        {replay && (
          <span className="gc-head__replay" data-testid="gc-replay" data-seq={replay.seq} data-applied={replay.applied}>
            {t('play.group.replay', { applied: replay.applied, ms: replay.ms.toFixed(1) })}
            {replay.skipped > 0 && t('play.group.replaySkipped', { skipped: replay.skipped })}
          </span>
        )}
        <span className="gc-head__actions">
          <Button size="small" disabled={!isLive || ids('active').length === 0} onClick={() => group?.pause(ids('active'))}>
            {t('play.group.pauseAll')}
          </Button>
          <Button size="small" disabled={!isLive || ids('paused').length === 0} onClick={() => group?.resume(ids('paused'))}>
            {t('play.group.resumeAll')}
          </Button>
          <Button size="small" onClick={() => setPushing(true)} data-testid="gc-push">
            {t('play.group.push')}
          </Button>
          <Button size="small" danger onClick={onEnd} data-testid="gc-end">
            {t('play.group.end')}
          </Button>
        </span>
      </header>
      {pushed && <PushProgress result={pushed} aliasOf={aliasOf} onClose={() => setPushed(null)} />}
      <div className="gc-body">
        <div className="gc-master">
          <div className="pl-stage" ref={stageRef}>
            <Player
              canvasRef={canvasRef}
              session={session}
              display={state?.display ?? null}
              isInputEnabled={isLive}
              label={t('play.group.master')}
            >
              {state?.phase === 'connecting' && !state.error && (
                <div className="pl-overlay is-soft">
                  <span className="pl-spinner" aria-hidden />
                  <p className="pl-overlay__sub">{t('play.connecting')}</p>
                </div>
              )}
              {state?.error && <ErrorOverlay error={state.error} onReconnect={() => session?.reconnect()} onBack={onEnd} />}
            </Player>
          </div>
          <SideControls
            isViewOnly={false}
            isLive={isLive}
            mode={state?.mode ?? 'auto'}
            showStats={false}
            onKey={(key) => session?.send({ type: 'key', key })}
            onRotate={() => session?.send({ type: 'rotate' })}
            onScreenshot={() => session?.send({ type: 'screenshot' })}
            onPaste={() => setPasting(true)}
            onMode={setMode}
            onToggleStats={() => undefined}
            fullscreenTarget={() => stageRef.current}
          />
        </div>
        {group && followers.length > 0 ? (
          <FollowerGrid followers={followers} group={group} onOpenSingly={(id) => void openSingly(id)} />
        ) : (
          <p className="gc-empty">{groupState?.masterId ? t('play.group.noFollowers') : ''}</p>
        )}
      </div>
      {isPushing && (
        <Suspense fallback={null}>
          <GroupPushDialog open phones={groupPhones} onCancel={() => setPushing(false)} onSubmit={push} />
        </Suspense>
      )}
      <PasteDialog
        open={isPasting}
        onClose={() => setPasting(false)}
        onSend={(text) => {
          setPasting(false);
          session?.send({ type: 'clipboard', text });
        }}
      />
    </div>
  );
}
