import { memo } from 'react';
import type { StatusArt as ArtName, StatusTone } from '../phone-status';

/**
 * The glyph drawn on the phone's screen for each status family, on a 24×24 grid (stroked).
 * Failed states reuse their operation's glyph with a red badge, so "reset failed" reads as reset.
 */
const GLYPHS: Record<Exclude<ArtName, 'screen'>, string> = {
  'powered-off': 'M12 3v8 M6.3 7.2a8 8 0 1 0 11.4 0',
  restart: 'M20 12a8 8 0 1 1-2.3-5.7 M20 4v5h-5',
  reset: 'M4 12a8 8 0 1 0 2.3-5.7 M4 4v5h5 M10 10h4v4h-4z',
  upgrade: 'M12 15V4 M7.5 8.5 12 4l4.5 4.5 M5 14v4a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-4',
  initialize: 'M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z M18.5 16l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8z',
  backup: 'M7 18a4.5 4.5 0 0 1-.6-9A6 6 0 0 1 18 9.5a4 4 0 0 1-1 8.5 M12 19v-7 M9 14.5 12 12l3 2.5',
  'backup-done': 'M7 18a4.5 4.5 0 0 1-.6-9A6 6 0 0 1 18 9.5a4 4 0 0 1-1 8.5 M9 14.5l2.2 2.2L15.5 12',
  migrate: 'M4 8h13 M13.5 4.5 17 8l-3.5 3.5 M20 16H7 M10.5 12.5 7 16l3.5 3.5',
  abnormal: 'M13 3 5 14h6l-1 7 8-11h-6z',
  maintenance: 'M14.7 6.3a4 4 0 0 0-5.4 5.1L4 16.7 7.3 20l5.3-5.3a4 4 0 0 0 5.1-5.4l-2.6 2.6-2.3-.4-.4-2.3z',
  expired: 'M7 3h10 M7 21h10 M8 3c0 4 8 5 8 9s-8 5-8 9 M16 3c0 4-8 5-8 9s8 5 8 9',
};

/** A running phone's screen: its live picture once one has arrived, until then a placeholder (wallpaper, status bar, app grid and dock). */
function RunningScreen({ seed, live }: { seed: number; live?: string | null | undefined }) {
  const hue = (seed * 47) % 360;
  if (live) return <img className="ph-screen ph-screen--live" src={live} alt="" data-testid="phone-live" />;
  return (
    <div className="ph-screen" style={{ ['--hue' as string]: hue }}>
      <div className="ph-screen__bar">
        <span />
        <i />
      </div>
      <div className="ph-screen__apps">
        {Array.from({ length: 8 }, (_, i) => (
          <span key={i} />
        ))}
      </div>
      <div className="ph-screen__dock">
        {Array.from({ length: 4 }, (_, i) => (
          <span key={i} />
        ))}
      </div>
    </div>
  );
}

interface StatusArtProps {
  art: ArtName;
  tone: StatusTone;
  isBusy: boolean;
  isFailed: boolean;
  /** Varies the running wallpaper from phone to phone. */
  seed: number;
  /** A running phone's live screen (object URL). */
  live?: string | null;
}

/**
 * The status picture of a card (spec point 3: "status images for codes 0, 2 to 14, 99 and phone
 * expired"): inline SVG so it costs no request and follows the tone colours of phones.css.
 */
export const StatusArt = memo(function StatusArt({ art, tone, isBusy, isFailed, seed, live }: StatusArtProps) {
  if (art === 'screen') return <RunningScreen seed={seed} live={live} />;
  return (
    <svg className={`ph-art ph-art--${tone}${isBusy ? ' is-busy' : ''}`} viewBox="0 0 120 120" aria-hidden focusable="false" data-art={art}>
      <circle className="ph-art__halo" cx="60" cy="60" r="50" />
      <circle className="ph-art__dot" cx="17" cy="34" r="3" />
      <circle className="ph-art__dot" cx="104" cy="82" r="4" />
      <rect className="ph-art__body" x="37" y="14" width="46" height="88" rx="9" />
      <rect className="ph-art__screen" x="41" y="22" width="38" height="70" rx="3" />
      <rect className="ph-art__notch" x="53" y="17" width="14" height="2.4" rx="1.2" />
      {isBusy && <circle className="ph-art__ring" cx="60" cy="55" r="15" />}
      <g transform="translate(48 43)">
        <path className="ph-art__glyph" d={GLYPHS[art]} />
      </g>
      {art !== 'expired' && art !== 'powered-off' && (
        <g className="ph-art__bars">
          <rect x="48" y="76" width="24" height="3" rx="1.5" />
          <rect x="52" y="82" width="16" height="3" rx="1.5" />
        </g>
      )}
      {isFailed && (
        <g className="ph-art__badge">
          <circle cx="84" cy="22" r="11" />
          <path d="M84 16v7 M84 27v.5" />
        </g>
      )}
    </svg>
  );
});
