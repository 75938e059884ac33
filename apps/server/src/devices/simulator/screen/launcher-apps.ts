import { createHash } from 'node:crypto';
import type { InstalledApp } from '../../driver.js';
import type { PhoneStrings } from './phone-strings.js';

/** The built-in apps every phone has, drawn with their own glyphs. */
export type SystemGlyph = 'settings' | 'browser' | 'files';

/** One icon on the launcher: an installed app or a system one. */
export interface LauncherApp {
  /** The package name: what an app screen, recents and per-app text are keyed by. */
  id: string;
  label: string;
  /** `#rrggbb`: the icon's background when it has no image, and the app's title bar. */
  color: string;
  glyph?: SystemGlyph;
  /** Encoded icon image (PNG, JPEG, WebP) as base64, from the APK. */
  icon?: string;
  /** A digest of `icon`: scenes compare it instead of the bytes. */
  iconKey?: string;
}

const SYSTEM_APPS: Array<{ id: string; glyph: SystemGlyph; color: string }> = [
  { id: 'com.android.settings', glyph: 'settings', color: '#5f6368' },
  { id: 'com.android.browser', glyph: 'browser', color: '#1a73e8' },
  { id: 'com.android.documentsui', glyph: 'files', color: '#f29900' },
];

/** A stable, pleasant colour per package: the same app looks the same on every phone. */
export function appColor(id: string): string {
  const hue = createHash('sha1').update(id).digest().readUInt16BE(0) % 360;
  return hslToHex(hue, 0.62, 0.5);
}

function hslToHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** The dock's system apps (the same on every page) and the installed apps of the pages. */
export function launcherApps(apps: readonly InstalledApp[], strings: PhoneStrings): { dock: LauncherApp[]; grid: LauncherApp[] } {
  const dock = SYSTEM_APPS.map(({ id, glyph, color }) => ({ id, glyph, color, label: strings[glyph] }));
  const grid = apps.map((app) => ({
    id: app.packageName,
    label: app.name || app.packageName,
    color: appColor(app.packageName),
    ...(app.icon ? { icon: app.icon, iconKey: createHash('sha1').update(app.icon).digest('base64url').slice(0, 16) } : {}),
  }));
  return { dock, grid };
}
