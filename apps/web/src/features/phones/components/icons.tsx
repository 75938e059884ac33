/**
 * The phone pages' small line icons (24 × 24, stroked with the text colour). Drawn here rather
 * than taken from @ant-design/icons: about 60 bytes each instead of 400–800, and the list page
 * uses some thirty (docs/decisions/006-virtual-list.md, "weight"). Icons the shell already loads
 * (search, refresh, grid, cart, caret) still come from antd.
 */
const PATHS = {
  clock: 'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0 M12 7v5l3 2',
  history: 'M3.5 12a8.5 8.5 0 1 0 2.5-6 M3 3.5V8h4.5 M12 7.5V12l3 2',
  share:
    'M15 6a3 3 0 1 0 6 0 3 3 0 1 0-6 0 M3 12a3 3 0 1 0 6 0 3 3 0 1 0-6 0 M15 18a3 3 0 1 0 6 0 3 3 0 1 0-6 0 M8.6 13.5l6.8 3 M15.4 7.5l-6.8 3',
  copy: 'M9 9h11v11H9z M15 9V4H4v11h5',
  more: 'M12 5v.01 M12 12v.01 M12 19v.01',
  edit: 'M4 20h4L19 9l-4-4L4 16z M13 7l4 4',
  filter: 'M4 5h16l-6 7.5V18l-4 2v-7.5z',
  sort: 'M7 4v16 M3.5 16.5 7 20l3.5-3.5 M14 6h7 M14 12h5 M14 18h3',
  rows: 'M4 6h16 M4 12h16 M4 18h16',
  list: 'M9 6h11 M9 12h11 M9 18h11 M4.5 6v.01 M4.5 12v.01 M4.5 18v.01',
  clear: 'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0 M15 9l-6 6 M9 9l6 6',
  plus: 'M12 5v14 M5 12h14',
  folder: 'M3 7.5A1.5 1.5 0 0 1 4.5 6H9l2 2h8.5A1.5 1.5 0 0 1 21 9.5v8a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z',
  inbox: 'M3 13l2.5-7h13l2.5 7v6H3z M3 13h5l1.5 2h5l1.5-2h5',
  tag: 'M3 4h8l10 10-7 7L4 11z M7.5 7.5v.01',
  trash: 'M4 7h16 M9.5 7V4h5v3 M6 7l1 13h10l1-13',
  upload: 'M12 16V4 M7.5 8.5 12 4l4.5 4.5 M4 14v6h16v-6',
  reboot: 'M20 12a8 8 0 1 1-2.3-5.7 M20 4v5h-5',
  reset: 'M4 12a8 8 0 1 0 2.3-5.7 M4 4v5h5',
  power: 'M12 3v8 M6.3 7.2a8 8 0 1 0 11.4 0',
  zap: 'M13 3 5 14h6l-1 7 8-11h-6z',
  eraser: 'M8 20h12 M4.5 15.5l9-9 5 5-7.5 7.5H7.5z M9 11l5 5',
  home: 'M3 11l9-7 9 7 M5.5 9.5V20h13V9.5',
  swap: 'M4 8h13 M13.5 4.5 17 8l-3.5 3.5 M20 16H7 M10.5 12.5 7 16l3.5 3.5',
  sliders: 'M4 6h9 M17 6h3 M15 4v4 M4 12h3 M11 12h9 M9 10v4 M4 18h11 M19 18h1 M17 16v4',
  screen: 'M7 3h10v18H7z M11 18h2',
  move: 'M3 7.5A1.5 1.5 0 0 1 4.5 6H9l2 2h8.5A1.5 1.5 0 0 1 21 9.5v8a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z M10 13.5h6 M13.5 11l2.5 2.5-2.5 2.5',
  enter: 'M10 4h8v16h-8 M3 12h10 M10 8.5 13.5 12 10 15.5',
  layers: 'M12 3 3 8l9 5 9-5z M3 13l9 5 9-5',
  upgrade: 'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0 M12 16.5v-9 M8.5 11 12 7.5l3.5 3.5',
  key: 'M3 15a4 4 0 1 0 8 0 4 4 0 1 0-8 0 M10 12l9-9 M16 6l3 3 M13.5 8.5l2 2',
  undo: 'M9 14 4 9l5-5 M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
  send: 'M21 3 10 14 M21 3l-7 18-4-7-7-4z',
  globe:
    'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0 M3 12h18 M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9 M12 3c-2.5 2.7-3.8 5.7-3.8 9s1.3 6.3 3.8 9',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className ? `ph-i ${className}` : 'ph-i'} viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
