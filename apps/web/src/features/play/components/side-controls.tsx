import type { StreamKey } from '@cloudphone/contract';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { toggleFullscreen, useFullscreen } from '../../../shared/interaction';
import { QUALITY_MODES, type QualityMode } from '../stream/auto-quality';
import { PlayIcon, type PlayIconName } from './icons';

interface SideControlsProps {
  isInputEnabled: boolean;
  isLive: boolean;
  mode: QualityMode;
  showStats: boolean;
  onKey(key: StreamKey): void;
  onRotate(): void;
  onScreenshot(): void;
  onPaste(): void;
  onMode(mode: QualityMode): void;
  onToggleStats(): void;
  /** The element to show fullscreen (the stage, not the whole console). */
  fullscreenTarget(): HTMLElement | null;
}

const KEYS: Array<{ key: StreamKey; icon: PlayIconName; label: 'home' | 'back' | 'recents' | 'volumeUp' | 'volumeDown' | 'power' }> = [
  { key: 'back', icon: 'back', label: 'back' },
  { key: 'home', icon: 'home', label: 'home' },
  { key: 'recents', icon: 'recents', label: 'recents' },
  { key: 'volume_up', icon: 'volumeUp', label: 'volumeUp' },
  { key: 'volume_down', icon: 'volumeDown', label: 'volumeDown' },
  { key: 'power', icon: 'power', label: 'power' },
];

function ControlButton({
  icon,
  label,
  title,
  onClick,
  disabled,
  isActive,
  testId,
}: {
  icon: PlayIconName;
  label: string;
  /** The tooltip, when the label alone says too little. */
  title?: string;
  onClick?(): void;
  disabled?: boolean;
  isActive?: boolean;
  testId: string;
}) {
  return (
    <button
      type="button"
      className={`pl-ctl${isActive ? ' is-active' : ''}`}
      onClick={onClick}
      disabled={disabled}
      title={title ?? label}
      aria-label={title ?? label}
      data-testid={testId}
    >
      <PlayIcon name={icon} />
      <span className="pl-ctl__label">{label}</span>
    </button>
  );
}

/**
 * The phone's buttons beside the screen (a bottom bar on a narrow screen): Android's keys, rotate,
 * screenshot, paste, quality, stats overlay and fullscreen. Input buttons are off for view-only.
 */
export function SideControls(props: SideControlsProps) {
  const { t } = useTranslation();
  const { isFullscreen } = useFullscreen();
  const canInput = props.isInputEnabled && props.isLive;
  // Where the browser has no fullscreen the member sees the spec's warning (你的浏览器不支持全屏).
  const onFullscreen = () => void toggleFullscreen(props.fullscreenTarget() ?? undefined);
  return (
    <nav className="pl-controls" aria-label={t('play.info.title')} data-testid="play-controls">
      {KEYS.map(({ key, icon, label }) => (
        <ControlButton
          key={key}
          icon={icon}
          label={t(`play.control.${label}`)}
          disabled={!canInput}
          onClick={() => props.onKey(key)}
          testId={`play-key-${key}`}
        />
      ))}
      <span className="pl-controls__sep" />
      <ControlButton icon="rotate" label={t('play.control.rotate')} disabled={!canInput} onClick={props.onRotate} testId="play-rotate" />
      <ControlButton
        icon="screenshot"
        label={t('play.control.screenshot')}
        disabled={!props.isLive}
        onClick={props.onScreenshot}
        testId="play-screenshot"
      />
      <ControlButton icon="paste" label={t('play.control.paste')} disabled={!canInput} onClick={props.onPaste} testId="play-paste" />
      <Dropdown
        trigger={['click']}
        disabled={!canInput}
        menu={{
          selectable: true,
          selectedKeys: [props.mode],
          items: QUALITY_MODES.map((mode) => ({
            key: mode,
            label: <span data-testid={`play-quality-${mode}`}>{t(`play.quality.${mode}`)}</span>,
          })),
          onClick: ({ key }) => props.onMode(key as QualityMode),
        }}
      >
        <span>
          <ControlButton
            icon="quality"
            label={t(`play.quality.${props.mode}`)}
            title={`${t('play.control.quality')}: ${t(`play.quality.${props.mode}`)}`}
            disabled={!canInput}
            testId="play-quality"
          />
        </span>
      </Dropdown>
      <ControlButton
        icon="stats"
        label={t('play.control.stats')}
        isActive={props.showStats}
        onClick={props.onToggleStats}
        testId="play-stats-toggle"
      />
      <ControlButton
        icon={isFullscreen ? 'exitFullscreen' : 'fullscreen'}
        label={t(isFullscreen ? 'play.control.exitFullscreen' : 'play.control.fullscreen')}
        onClick={onFullscreen}
        testId="play-fullscreen"
      />
    </nav>
  );
}
