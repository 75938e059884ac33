import type { StreamKey } from '@cloudphone/contract';
import { Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { toggleFullscreen, useFullscreen, useMediaQuery } from '../../../shared/interaction';
import { QUALITY_MODES, type QualityMode } from '../stream/auto-quality';
import { PlayIcon, type PlayIconName } from './icons';

interface SideControlsProps {
  /** A view-only session (a phone shared for viewing, or control taken by its owner): no input control shows. */
  isViewOnly: boolean;
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

/** Where the buttons become a bar under the screen (play.css): too narrow for all twelve. */
export const PHONE_WIDTH_QUERY = '(max-width: 767px)';

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
 * The phone's buttons beside the screen: Android's keys, rotate, screenshot, paste, quality, stats
 * overlay and fullscreen. A view-only session shows none of those that send input (a grantee sees
 * nothing they cannot do): screenshot, stats and fullscreen remain. On a phone-width screen they are a
 * bar under the screen with the five most used and a "more" menu holding the rest, so every one
 * stays reachable without scrolling the bar.
 */
export function SideControls(props: SideControlsProps) {
  const { t } = useTranslation();
  const { isFullscreen } = useFullscreen();
  const isCompact = useMediaQuery(PHONE_WIDTH_QUERY);
  const canInput = !props.isViewOnly && props.isLive;
  // Where the browser has no fullscreen the member sees the spec's warning (你的浏览器不支持全屏).
  const onFullscreen = () => void toggleFullscreen(props.fullscreenTarget() ?? undefined);

  /** Every control once, in bar order: what it shows and does, whether the compact bar keeps it, and whether it sends input. */
  const allControls: Array<{
    id: string;
    icon: PlayIconName;
    label: string;
    disabled: boolean;
    onClick(): void;
    isPrimary: boolean;
    isInput: boolean;
  }> = [
    ...KEYS.map(({ key, icon, label }) => ({
      id: `play-key-${key}`,
      icon,
      label: t(`play.control.${label}`),
      disabled: !canInput,
      onClick: () => props.onKey(key),
      isPrimary: key === 'back' || key === 'home' || key === 'recents',
      isInput: true,
    })),
    {
      id: 'play-rotate',
      icon: 'rotate',
      label: t('play.control.rotate'),
      disabled: !canInput,
      onClick: props.onRotate,
      isPrimary: true,
      isInput: true,
    },
    {
      id: 'play-screenshot',
      icon: 'screenshot',
      label: t('play.control.screenshot'),
      disabled: !props.isLive,
      onClick: props.onScreenshot,
      isPrimary: true,
      isInput: false,
    },
    {
      id: 'play-paste',
      icon: 'paste',
      label: t('play.control.paste'),
      disabled: !canInput,
      onClick: props.onPaste,
      isPrimary: false,
      isInput: true,
    },
  ];
  const controls = props.isViewOnly ? allControls.filter((c) => !c.isInput) : allControls;
  const keyCount = controls.filter((c) => c.id.startsWith('play-key-')).length;
  const stats = {
    id: 'play-stats-toggle',
    icon: 'stats' as const,
    label: t('play.control.stats'),
    onClick: props.onToggleStats,
  };
  const fullscreen = {
    id: 'play-fullscreen',
    icon: isFullscreen ? ('exitFullscreen' as const) : ('fullscreen' as const),
    label: t(isFullscreen ? 'play.control.exitFullscreen' : 'play.control.fullscreen'),
    onClick: onFullscreen,
  };
  const qualityItems = QUALITY_MODES.map((mode) => ({
    key: `quality:${mode}`,
    label: <span data-testid={`play-quality-${mode}`}>{t(`play.quality.${mode}`)}</span>,
  }));
  const onQuality = (key: string) => props.onMode(key.slice('quality:'.length) as QualityMode);

  if (isCompact) {
    const rest = controls.filter((c) => !c.isPrimary);
    const items: MenuProps['items'] = [
      ...rest.map((c) => ({
        key: c.id,
        disabled: c.disabled,
        icon: <PlayIcon name={c.icon} />,
        label: <span data-testid={c.id}>{c.label}</span>,
      })),
      ...(props.isViewOnly
        ? []
        : [
            {
              key: 'play-quality',
              disabled: !canInput,
              icon: <PlayIcon name="quality" />,
              label: <span data-testid="play-quality">{`${t('play.control.quality')}: ${t(`play.quality.${props.mode}`)}`}</span>,
              children: qualityItems,
            },
          ]),
      { key: stats.id, icon: <PlayIcon name={stats.icon} />, label: <span data-testid={stats.id}>{stats.label}</span> },
      { key: fullscreen.id, icon: <PlayIcon name={fullscreen.icon} />, label: <span data-testid={fullscreen.id}>{fullscreen.label}</span> },
    ];
    const onMenu: MenuProps['onClick'] = ({ key }) => {
      if (key.startsWith('quality:')) return onQuality(key);
      [...rest, stats, fullscreen].find((c) => c.id === key)?.onClick();
    };
    return (
      <nav className="pl-controls is-compact" aria-label={t('play.info.title')} data-testid="play-controls">
        {controls
          .filter((c) => c.isPrimary)
          .map((c) => (
            <ControlButton key={c.id} icon={c.icon} label={c.label} disabled={c.disabled} onClick={c.onClick} testId={c.id} />
          ))}
        <Dropdown trigger={['click']} placement="topRight" menu={{ items, onClick: onMenu, selectedKeys: [`quality:${props.mode}`] }}>
          <span>
            <ControlButton icon="more" label={t('play.control.more')} testId="play-more" />
          </span>
        </Dropdown>
      </nav>
    );
  }

  return (
    <nav className="pl-controls" aria-label={t('play.info.title')} data-testid="play-controls">
      {controls.slice(0, keyCount).map((c) => (
        <ControlButton key={c.id} icon={c.icon} label={c.label} disabled={c.disabled} onClick={c.onClick} testId={c.id} />
      ))}
      {keyCount > 0 && <span className="pl-controls__sep" />}
      {controls.slice(keyCount).map((c) => (
        <ControlButton key={c.id} icon={c.icon} label={c.label} disabled={c.disabled} onClick={c.onClick} testId={c.id} />
      ))}
      {!props.isViewOnly && (
        <Dropdown
          trigger={['click']}
          disabled={!canInput}
          menu={{ selectable: true, selectedKeys: [`quality:${props.mode}`], items: qualityItems, onClick: ({ key }) => onQuality(key) }}
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
      )}
      <ControlButton icon={stats.icon} label={stats.label} isActive={props.showStats} onClick={stats.onClick} testId={stats.id} />
      <ControlButton icon={fullscreen.icon} label={fullscreen.label} onClick={fullscreen.onClick} testId={fullscreen.id} />
    </nav>
  );
}
