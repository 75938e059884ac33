import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../shared/i18n/i18n';
import { playZhCN } from '../i18n/play.zh-cn';
import { stubAntdBrowserApis } from '../../../shared/table/stub-antd-browser-apis';
import { PHONE_WIDTH_QUERY, SideControls } from './side-controls';

const ALL_CONTROLS = [
  'play-key-back',
  'play-key-home',
  'play-key-recents',
  'play-key-volume_up',
  'play-key-volume_down',
  'play-key-power',
  'play-rotate',
  'play-screenshot',
  'play-paste',
  'play-quality',
  'play-stats-toggle',
  'play-fullscreen',
];

/** A window as wide as `width`: the phone-width query matches below 768 px. */
function windowOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === PHONE_WIDTH_QUERY && width <= 767,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
}

function renderControls({ isViewOnly = false } = {}) {
  const onKey = vi.fn();
  const onToggleStats = vi.fn();
  render(
    <SideControls
      isViewOnly={isViewOnly}
      isLive
      mode="auto"
      showStats={false}
      onKey={onKey}
      onRotate={() => undefined}
      onScreenshot={() => undefined}
      onPaste={() => undefined}
      onMode={() => undefined}
      onToggleStats={onToggleStats}
      fullscreenTarget={() => null}
    />,
  );
  return { onKey, onToggleStats };
}

beforeAll(() => {
  localStorage.setItem('locale', 'zh-CN');
  initI18n();
  i18next.addResourceBundle('zh-CN', 'translation', playZhCN, true, false);
  stubAntdBrowserApis();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the play controls', () => {
  it('shows all twelve in the bar on a wide screen', () => {
    windowOf(1440);
    renderControls();
    const bar = screen.getByTestId('play-controls');
    for (const id of ALL_CONTROLS) expect(within(bar).getByTestId(id)).toBeTruthy();
    expect(screen.queryByTestId('play-more')).toBeNull();
  });

  it('at phone width keeps five in the bar and every other one in the overflow menu, working', async () => {
    windowOf(375);
    const { onKey, onToggleStats } = renderControls();
    const bar = screen.getByTestId('play-controls');
    const inBar = ALL_CONTROLS.filter((id) => within(bar).queryByTestId(id));
    expect(inBar).toEqual(['play-key-back', 'play-key-home', 'play-key-recents', 'play-rotate', 'play-screenshot']);

    fireEvent.click(within(bar).getByTestId('play-more'));
    await screen.findByTestId('play-key-power');
    const inMenu = ALL_CONTROLS.filter((id) => !inBar.includes(id) && screen.queryByTestId(id));
    expect([...inBar, ...inMenu].sort()).toEqual([...ALL_CONTROLS].sort());

    await act(async () => fireEvent.click(screen.getByTestId('play-key-power')));
    expect(onKey).toHaveBeenCalledWith('power');
    fireEvent.click(within(bar).getByTestId('play-more'));
    await act(async () => fireEvent.click(await screen.findByTestId('play-stats-toggle')));
    expect(onToggleStats).toHaveBeenCalledTimes(1);
  });

  it('shows a view-only session none of the controls that send input, at either width', async () => {
    const watching = ['play-screenshot', 'play-stats-toggle', 'play-fullscreen'];
    windowOf(1440);
    renderControls({ isViewOnly: true });
    const bar = screen.getByTestId('play-controls');
    expect(ALL_CONTROLS.filter((id) => within(bar).queryByTestId(id))).toEqual(watching);
    cleanup();

    windowOf(375);
    renderControls({ isViewOnly: true });
    fireEvent.click(within(screen.getByTestId('play-controls')).getByTestId('play-more'));
    await screen.findByTestId('play-stats-toggle');
    expect(ALL_CONTROLS.filter((id) => screen.queryByTestId(id))).toEqual(watching);
  });
});
