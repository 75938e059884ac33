// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { useOverlay } from '../ui/overlay-store';
import { toggleFullscreen } from './fullscreen';

/** A document stand-in: jsdom has no Fullscreen API. */
function fakeDocument(enabled: boolean) {
  const doc = {
    fullscreenEnabled: enabled,
    fullscreenElement: null as Element | null,
    documentElement: { requestFullscreen: vi.fn(async () => void (doc.fullscreenElement = doc.documentElement as unknown as Element)) },
    exitFullscreen: vi.fn(async () => void (doc.fullscreenElement = null)),
  };
  return doc;
}

beforeAll(() => {
  localStorage.setItem('locale', 'en-US');
  initI18n();
});
afterEach(() => useOverlay.setState({ flashes: [] }));

describe('toggleFullscreen', () => {
  it('enters and then leaves fullscreen', async () => {
    const doc = fakeDocument(true);
    await expect(toggleFullscreen(undefined, doc as unknown as Document)).resolves.toBe(true);
    expect(doc.documentElement.requestFullscreen).toHaveBeenCalledTimes(1);
    await expect(toggleFullscreen(undefined, doc as unknown as Document)).resolves.toBe(false);
    expect(doc.exitFullscreen).toHaveBeenCalledTimes(1);
    expect(useOverlay.getState().flashes).toEqual([]);
  });

  it('warns where the browser has no fullscreen', async () => {
    const doc = fakeDocument(false);
    await expect(toggleFullscreen(undefined, doc as unknown as Document)).resolves.toBe(false);
    expect(doc.documentElement.requestFullscreen).not.toHaveBeenCalled();
    expect(useOverlay.getState().flashes.map((f) => [f.tone, f.text])).toEqual([['warning', 'Your browser does not support fullscreen']]);
  });
});
