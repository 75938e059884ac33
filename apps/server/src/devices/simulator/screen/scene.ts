import { PHONE_STATUS, TRANSITIONAL_STATUSES } from '@cloudphone/contract';
import type { DeviceState } from '../../driver.js';
import type { LauncherApp } from './launcher-apps.js';
import { perPage, recentsCapacity, screenLayout } from './layout.js';
import type { PhoneStrings } from './phone-strings.js';
import { pageCount, type ScreenState } from './screen-model.js';

/** What a launcher, app or recents screen shows; the status and nav bars go round it. */
export type ViewScene =
  | {
      kind: 'launcher';
      clock: { time: string; date: string; city: string } | null;
      page: number;
      pageCount: number;
      apps: LauncherApp[];
      dock: LauncherApp[];
    }
  | { kind: 'app'; app: LauncherApp; text: string; isFocused: boolean; placeholder: string }
  | { kind: 'recents'; cards: Array<{ app: LauncherApp; text: string }>; empty: string; clearAll: string };

/**
 * Everything a frame shows, as plain data: two equal scenes draw the same picture, so a frame is
 * rendered and sent only when the scene changes (sceneKey).
 */
export type Scene = { width: number; height: number; rotation: 0 | 1; dpi: number } & (
  | { kind: 'dark' }
  | { kind: 'busy'; label: string; brand: string }
  | { kind: 'phone'; time: string; pressed: string | null; view: ViewScene }
);

/** The phone shows its screen and takes input only when it runs (a finished backup still runs). */
export const isUsable = (device: DeviceState) =>
  device.online && device.powerOn && (device.status === PHONE_STATUS.running || device.status === PHONE_STATUS.backupSuccessful);

const formats = new Map<string, { time: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>();

/** Clock and date formats in the phone's time zone and language (UTC when the zone is unknown). */
function formatsFor(timeZone: string, language: string) {
  const cacheKey = `${timeZone}|${language}`;
  let found = formats.get(cacheKey);
  if (!found) {
    const make = (zone: string) => ({
      time: new Intl.DateTimeFormat(language, { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
      date: new Intl.DateTimeFormat(language, { timeZone: zone, weekday: 'long', month: 'long', day: 'numeric' }),
    });
    try {
      found = make(timeZone);
    } catch {
      found = make('UTC');
    }
    formats.set(cacheKey, found);
  }
  return found;
}

export interface SceneInput {
  screen: Readonly<ScreenState>;
  device: DeviceState;
  apps: { dock: LauncherApp[]; grid: LauncherApp[] };
  strings: PhoneStrings;
  city: string;
  now: Date;
}

export function buildScene({ screen, device, apps, strings, city, now }: SceneInput): Scene {
  const layout = screenLayout(screen.rotation, device.dpi);
  const base = { width: layout.width, height: layout.height, rotation: screen.rotation, dpi: device.dpi };
  if (device.online && device.powerOn && TRANSITIONAL_STATUSES.includes(device.status))
    return { ...base, kind: 'busy', label: strings.busy[device.status] ?? '…', brand: device.profile.brand };
  if (!isUsable(device) || screen.isAsleep) return { ...base, kind: 'dark' };

  // Behind a proxy the phone keeps the proxy's time (issue 17), so its clock matches its outbound IP.
  const { time, date } = formatsFor(device.egress.timeZone, device.profile.language);
  const clockTime = time.format(now);
  const find = (id: string | null) => [...apps.dock, ...apps.grid].find((a) => a.id === id);
  let view: ViewScene;
  const open = screen.view === 'app' ? find(screen.appId) : undefined;
  if (open) {
    view = { kind: 'app', app: open, text: screen.texts[open.id] ?? '', isFocused: screen.isFocused, placeholder: strings.typeHere };
  } else if (screen.view === 'recents') {
    const cards = screen.recents
      .slice(0, recentsCapacity(layout))
      .flatMap((id) => find(id) ?? [])
      .map((app) => ({ app, text: screen.texts[app.id] ?? '' }));
    view = { kind: 'recents', cards, empty: strings.noRecents, clearAll: strings.clearAll };
  } else {
    const size = perPage(layout);
    view = {
      kind: 'launcher',
      clock: layout.launcher.clock ? { time: clockTime, date: date.format(now), city } : null,
      page: screen.page,
      pageCount: pageCount(layout, apps.grid.length),
      apps: apps.grid.slice(screen.page * size, (screen.page + 1) * size),
      dock: apps.dock,
    };
  }
  return { ...base, kind: 'phone', time: clockTime, pressed: screen.pressed, view };
}

/** Equal keys, equal pictures. Icon bytes are left out: `iconKey` names them. */
export const sceneKey = (scene: Scene) => JSON.stringify(scene, (key, value: unknown) => (key === 'icon' ? undefined : value));
