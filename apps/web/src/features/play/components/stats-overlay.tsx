import { useTranslation } from 'react-i18next';
import type { QualityLevel } from '../stream/auto-quality';
import type { Display } from '../player/input-map';
import { formatBitrate, type StreamStats } from '../stream/stream-stats';

/** The quality overlay: latency (input → frame reflecting it), frame rate, bitrate, dropped frames, picture size. */
export function StatsOverlay({ stats, display, quality }: { stats: StreamStats; display: Display | null; quality: QualityLevel }) {
  const { t } = useTranslation();
  const rows: Array<[string, string, string]> = [
    ['rtt', t('play.stats.rtt'), stats.rttMs === null ? '—' : `${stats.rttMs} ms`],
    // The stream sends a frame only when the picture changes: a still screen is idle, not broken.
    ['fps', t('play.stats.fps'), stats.fps === 0 ? t('play.stats.idle') : `${stats.fps} / ${quality.fps}`],
    ['bitrate', t('play.stats.bitrate'), formatBitrate(stats.bytesPerSecond)],
    ['dropped', t('play.stats.dropped'), String(stats.dropped)],
    ['resolution', t('play.stats.resolution'), display ? `${display.shown.width}×${display.shown.height}` : '—'],
  ];
  return (
    <dl className="pl-stats" data-testid="play-stats">
      {rows.map(([key, label, value]) => (
        <div key={key} data-stat={key}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
