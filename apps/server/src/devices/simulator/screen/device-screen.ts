import { PHONE_STATUS, TRANSITIONAL_STATUSES, type StreamInput } from '@cloudphone/contract';
import type { Clock } from '../../../infra/clock.js';
import { COUNTRIES } from '../../catalogue.js';
import type { DeviceState, DeviceStream, JpegFrame, StreamOptions } from '../../driver.js';
import { launcherApps } from './launcher-apps.js';
import { phoneStrings } from './phone-strings.js';
import { renderSceneRaw } from './render-scene.js';
import { buildScene, isUsable, sceneKey, type Scene } from './scene.js';
import { renderShared } from './shared-renders.js';
import { createScreenModel, type ScreenContext } from './screen-model.js';
import { createScreenStream, type RawScreenFrame, type ScreenSubscriber } from './screen-stream.js';

export interface DeviceScreenOptions {
  state: DeviceState;
  clock: Clock;
  /** Stores a rotation in the device's state (DeviceState.orientation). */
  persistOrientation(rotation: 0 | 1): Promise<unknown>;
  /** The device's state as stored now, for changes made elsewhere (another server node). */
  reload(): Promise<DeviceState | null>;
}

/** The city as the phone's language names it: 上海 on a Chinese phone, Shanghai elsewhere. */
function cityName(device: DeviceState): string {
  const { city, language } = device.profile;
  if (!/^zh/i.test(language)) return city;
  for (const country of COUNTRIES) for (const c of country.cities) if (c.nameEn === city) return c.name;
  return city;
}

/** A boot happens when power comes back or an operation (restart, reset…) ends; a backup does not restart. */
const hasBooted = (before: DeviceState, after: DeviceState) =>
  isUsable(after) &&
  ((!before.powerOn && after.powerOn) || (TRANSITIONAL_STATUSES.includes(before.status) && before.status !== PHONE_STATUS.backingUp));

/**
 * One device's screen: the model that input changes, the scene it shows, and the frames of that
 * scene, rendered once per size and shared by all of the device's streams. The scene is rebuilt
 * on input, on device changes and when the clock's minute turns; a frame goes out only when it
 * differs from the last.
 */
export function createDeviceScreen({ state, clock, persistOrientation, reload }: DeviceScreenOptions) {
  let device = state;
  const model = createScreenModel(state.orientation);
  let strings = phoneStrings(device.profile.language);
  let apps = launcherApps(device.apps, strings);
  let city = cityName(device);
  let scene: Scene | null = null;
  let key = '';
  let version = 0;
  let sceneSeq = 0;
  let capturedAt = 0;
  const renders = new Map<string, Promise<{ version: number; frame: JpegFrame }>>();
  const raws = new Map<number, Promise<{ version: number; frame: RawScreenFrame }>>();
  const streams = new Set<ScreenSubscriber & DeviceStream>();
  let minuteTimer: NodeJS.Timeout | null = null;
  let pendingRotations = 0;

  const context = (): ScreenContext => ({ dock: apps.dock, grid: apps.grid, dpi: device.dpi });

  /** Rebuilds the scene; a different one becomes a new version and the streams hear of it. */
  function refresh() {
    if (streams.size === 0) {
      stopTimer();
      return;
    }
    const next = buildScene({ screen: model.state, device, apps, strings, city, now: clock.now() });
    const nextKey = sceneKey(next);
    if (nextKey !== key) {
      scene = next;
      key = nextKey;
      version += 1;
      sceneSeq = model.state.lastSeq;
      capturedAt = clock.now().getTime();
      renders.clear();
      raws.clear();
      for (const stream of streams) stream.changed();
    }
    if (!minuteTimer) startTimer();
  }

  /** Wakes at the next minute on the simulator's clock: the status bar's time changes then. */
  function startTimer() {
    const now = clock.now().getTime();
    minuteTimer = setTimeout(
      () => {
        minuteTimer = null;
        // Another node may have changed the device (an operation ended there): read it again.
        void reload()
          .then((fresh) => (fresh ? update(fresh) : refresh()))
          .catch(() => refresh());
      },
      60_000 - (now % 60_000) + 20,
    );
    minuteTimer.unref();
  }

  function stopTimer() {
    if (minuteTimer) clearTimeout(minuteTimer);
    minuteTimer = null;
  }

  function update(next: DeviceState) {
    const before = device;
    device = next;
    strings = phoneStrings(next.profile.language);
    apps = launcherApps(next.apps, strings);
    city = cityName(next);
    if (hasBooted(before, next)) model.reboot();
    // A rotation of ours still being stored must not be undone by an older state.
    if (pendingRotations === 0 && next.orientation !== model.state.rotation) model.setRotation(next.orientation, context());
    model.sync(context());
    refresh();
  }

  function input(message: StreamInput) {
    if (!isUsable(device)) return;
    const rotation = model.state.rotation;
    model.apply(message, context());
    const turned = model.state.rotation;
    if (turned !== rotation) {
      pendingRotations += 1;
      void persistOrientation(turned)
        .catch(() => undefined)
        .finally(() => (pendingRotations -= 1));
    }
    refresh();
  }

  /** Renders the current scene once per key for every stream asking; a failed render is forgotten. */
  function shared<K, P extends { width: number; height: number }>(
    cache: Map<K, Promise<{ version: number; frame: P & Omit<JpegFrame, 'jpeg' | 'codec' | 'width' | 'height'> }>>,
    key: K,
    draw: (scene: Scene) => Promise<P>,
  ) {
    let found = cache.get(key);
    if (!found) {
      if (!scene) refresh();
      const shown = scene!;
      const at = { version, seq: sceneSeq, capturedAt };
      found = draw(shown).then((picture) => ({
        version: at.version,
        frame: { ...picture, seq: at.seq, capturedAt: at.capturedAt, rotation: shown.rotation },
      }));
      const rendering = found;
      cache.set(key, rendering);
      rendering.catch(() => cache.get(key) === rendering && cache.delete(key));
    }
    return found;
  }

  const source = {
    get version() {
      return version;
    },
    frame(maxSize: number, quality: number) {
      return shared(renders, `${maxSize}:${quality}`, (shown) =>
        renderShared(shown, key, maxSize, quality).then(({ jpeg, width, height }) => ({ width, height, jpeg })),
      );
    },
    raw(maxSize: number) {
      return shared(raws, maxSize, (shown) => renderSceneRaw(shown, maxSize));
    },
    input,
    detach(stream: ScreenSubscriber) {
      streams.delete(stream as ScreenSubscriber & DeviceStream);
      if (streams.size === 0) {
        stopTimer();
        renders.clear();
        raws.clear();
      }
    },
  };

  return {
    /** What the screen shows and remembers (tests, diagnostics). */
    get state() {
      return model.state;
    },
    get hasStreams() {
      return streams.size > 0;
    },
    open(options: StreamOptions): DeviceStream {
      const stream = createScreenStream(source, options);
      streams.add(stream);
      refresh();
      return stream;
    },
    update,
    input,
    refresh,
    /** The control plane's "home" operation. */
    home() {
      input({ type: 'key', key: 'home', seq: model.state.lastSeq });
    },
    close() {
      for (const stream of [...streams]) stream.close();
      stopTimer();
    },
  };
}

export type DeviceScreen = ReturnType<typeof createDeviceScreen>;
