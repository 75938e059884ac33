import { useCallback, useSyncExternalStore } from 'react';
import { isFullscreen, toggleFullscreen } from './fullscreen';

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};

/** The fullscreen state for a toggle button; follows Esc and F11 exits too, since it listens to the document. */
export function useFullscreen() {
  const active = useSyncExternalStore(
    subscribe,
    () => isFullscreen(),
    () => false,
  );
  const toggle = useCallback(() => toggleFullscreen(), []);
  return { isFullscreen: active, toggle };
}
