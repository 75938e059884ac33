import type { Follower } from '@cloudphone/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupControl } from './group-control';

interface FollowerTileProps {
  follower: Follower;
  group: GroupControl;
  onOpenSingly(phoneId: number): void;
}

/** One follower: its live thumbnail (drawn by the group's renderer for its slot), its state and its actions. */
export function FollowerTile({ follower, group, onOpenSingly }: FollowerTileProps) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => (canvasRef.current ? group.attachTile(follower.slot, canvasRef.current) : undefined), [group, follower.slot]);
  const { phoneId, state } = follower;
  const isPaused = state === 'paused';
  const name = follower.alias || follower.owlId;
  return (
    <div className={`gc-tile is-${state}`} data-testid="gc-follower" data-phone-id={phoneId} data-state={state}>
      <div className="gc-tile__screen">
        <canvas ref={canvasRef} data-testid="gc-follower-canvas" aria-label={name} />
        {state !== 'active' && (
          <div className="gc-tile__veil" title={follower.msg || undefined}>
            <strong>{t(`play.group.state.${state}`)}</strong>
            {follower.msg && <span>{follower.msg}</span>}
          </div>
        )}
        <span className="gc-tile__actions">
          {(state === 'active' || isPaused) && (
            <button
              type="button"
              className="gc-icon"
              onClick={() => (isPaused ? group.resume([phoneId]) : group.pause([phoneId]))}
              title={t(isPaused ? 'play.group.resume' : 'play.group.pause')}
              aria-label={t(isPaused ? 'play.group.resume' : 'play.group.pause')}
              data-testid={isPaused ? 'gc-resume' : 'gc-pause'}
            >
              {isPaused ? '▶' : '❚❚'}
            </button>
          )}
          <button
            type="button"
            className="gc-icon"
            onClick={() => onOpenSingly(phoneId)}
            title={t('play.group.openSingly')}
            aria-label={t('play.group.openSingly')}
            data-testid="gc-open"
          >
            ↗
          </button>
          <button
            type="button"
            className="gc-icon"
            onClick={() => group.remove([phoneId])}
            title={t('play.group.remove')}
            aria-label={t('play.group.remove')}
            data-testid="gc-remove"
          >
            ✕
          </button>
        </span>
      </div>
      <div className="gc-tile__bar">
        <span className="gc-tile__name" title={`${name} · ${follower.owlId}`}>
          <i className={`gc-dot is-${state}`} aria-hidden />
          {name}
        </span>
      </div>
    </div>
  );
}
