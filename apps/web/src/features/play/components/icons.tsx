/** Line icons of the play controls, on a 24×24 grid (stroked with currentColor, no icon font to load). */
const PATHS = {
  home: 'M3 11l9-7 9 7 M5.5 9.5V20h13V9.5',
  back: 'M15 5l-7 7 7 7',
  recents: 'M5 5h14v14H5z',
  volumeUp: 'M4 9.5h3.5L12 5.5v13l-4.5-4H4z M16 9a4 4 0 0 1 0 6 M18.5 6.5a7.5 7.5 0 0 1 0 11',
  volumeDown: 'M4 9.5h3.5L12 5.5v13l-4.5-4H4z M16 12h5',
  power: 'M12 3v8 M6.3 7.2a8 8 0 1 0 11.4 0',
  rotate: 'M4 12a8 8 0 0 1 13.7-5.7L20 8.5 M20 4v4.5h-4.5 M20 12a8 8 0 0 1-13.7 5.7L4 15.5 M4 20v-4.5h4.5',
  screenshot:
    'M4 8V5.5A1.5 1.5 0 0 1 5.5 4H8 M16 4h2.5A1.5 1.5 0 0 1 20 5.5V8 M20 16v2.5a1.5 1.5 0 0 1-1.5 1.5H16 M8 20H5.5A1.5 1.5 0 0 1 4 18.5V16 M9 12a3 3 0 1 0 6 0 3 3 0 1 0-6 0',
  paste: 'M9 4h6v3H9z M9 5.5H6v15h12v-15h-3 M9 12h6 M9 16h4',
  quality: 'M4 6h9 M17 6h3 M15 4v4 M4 12h3 M11 12h9 M9 10v4 M4 18h11 M19 18h1 M17 16v4',
  fullscreen: 'M4 9V4h5 M15 4h5v5 M20 15v5h-5 M9 20H4v-5',
  exitFullscreen: 'M9 4v5H4 M20 9h-5V4 M15 20v-5h5 M4 15h5v5',
  stats: 'M4 20V10 M9.3 20V4 M14.6 20v-7 M20 20v-11',
  prev: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  copy: 'M9 9h11v11H9z M15 9V4H4v11h5',
  list: 'M9 6h11 M9 12h11 M9 18h11 M4.5 6v.01 M4.5 12v.01 M4.5 18v.01',
  share: 'M6 12a2.5 2.5 0 1 0 .01 0z M18 5.5a2.5 2.5 0 1 0 .01 0z M18 18.5a2.5 2.5 0 1 0 .01 0z M8.2 10.8l7.6-4 M8.2 13.2l7.6 4',
  more: 'M4 12a1.6 1.6 0 1 0 3.2 0 1.6 1.6 0 1 0-3.2 0 M10.4 12a1.6 1.6 0 1 0 3.2 0 1.6 1.6 0 1 0-3.2 0 M16.8 12a1.6 1.6 0 1 0 3.2 0 1.6 1.6 0 1 0-3.2 0',
  eye: 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z M9.5 12a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0',
} as const;

export type PlayIconName = keyof typeof PATHS;

export function PlayIcon({ name }: { name: PlayIconName }) {
  return (
    <svg
      className="pl-icon"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
