import type { Clock } from '../../../infra/clock.js';
import type { DeviceState, DeviceStream, StreamOptions } from '../../driver.js';
import { createDeviceScreen, type DeviceScreen } from './device-screen.js';

export interface DeviceScreensOptions {
  clock: Clock;
  persistOrientation(ref: string, rotation: 0 | 1): Promise<unknown>;
  reload(ref: string): Promise<DeviceState | null>;
}

/** Screens kept in memory: those with a stream open, and up to this many others (LRU). */
const IDLE_SCREENS_MAX = 2000;

/**
 * The simulator's screens, one per device that was streamed. A screen outlives its streams, so
 * a member who reconnects finds the phone as they left it (same app, same text).
 */
export function createDeviceScreens({ clock, persistOrientation, reload }: DeviceScreensOptions) {
  const screens = new Map<string, DeviceScreen>();

  function screenOf(state: DeviceState): DeviceScreen {
    let screen = screens.get(state.ref);
    if (screen) {
      screens.delete(state.ref);
      screens.set(state.ref, screen);
      screen.update(state);
      return screen;
    }
    screen = createDeviceScreen({
      state,
      clock,
      persistOrientation: (rotation) => persistOrientation(state.ref, rotation),
      reload: () => reload(state.ref),
    });
    screens.set(state.ref, screen);
    if (screens.size > IDLE_SCREENS_MAX) {
      for (const [ref, idle] of screens) {
        if (screens.size <= IDLE_SCREENS_MAX) break;
        if (!idle.hasStreams) screens.delete(ref);
      }
    }
    return screen;
  }

  return {
    open: (state: DeviceState, options: StreamOptions): DeviceStream => screenOf(state).open(options),
    /** A device changed: its screen (if any) follows. */
    update: (state: DeviceState) => screens.get(state.ref)?.update(state),
    /** Looks at the clock again (the status bar's minute). */
    refresh: () => screens.forEach((screen) => screen.refresh()),
    home: (ref: string) => screens.get(ref)?.home(),
    state: (ref: string) => screens.get(ref)?.state ?? null,
    forget: (ref: string) => {
      screens.get(ref)?.close();
      screens.delete(ref);
    },
    close() {
      for (const screen of screens.values()) screen.close();
      screens.clear();
    },
  };
}
