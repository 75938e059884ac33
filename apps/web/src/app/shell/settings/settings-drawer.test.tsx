import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n';
import { stubAntdBrowserApis } from '../../../shared/table/stub-antd-browser-apis';
import { DEFAULT_SETTINGS, THEME_COLORS, useLayoutSettings } from './layout-settings';
import { SettingsButton, SettingsDrawer } from './settings-drawer';

const renderShellPart = () =>
  render(
    <App>
      <SettingsButton />
      <SettingsDrawer />
    </App>,
  );

beforeAll(() => {
  localStorage.setItem('locale', 'zh-CN');
  initI18n();
  stubAntdBrowserApis();
});
afterEach(() => {
  cleanup();
  localStorage.removeItem('layout-setting');
  useLayoutSettings.setState({ settings: { ...DEFAULT_SETTINGS } });
});

describe('the settings drawer', () => {
  it('offers every item of spec point 2: sidebar theme, theme colour, four toggles, save and reset', async () => {
    renderShellPart();
    fireEvent.click(screen.getByTestId('settings-open'));
    await screen.findByTestId('settings-drawer');
    for (const theme of ['theme-dark', 'theme-light']) expect(screen.getByTestId(`setting-sideTheme-${theme}`)).toBeTruthy();
    for (const color of THEME_COLORS) expect(screen.getByTestId(`setting-theme-${color}`)).toBeTruthy();
    for (const toggle of ['topNav', 'tagsView', 'fixedHeader', 'sidebarLogo']) expect(screen.getByTestId(`setting-${toggle}`)).toBeTruthy();
    expect(screen.getByTestId('settings-save')).toBeTruthy();
    expect(screen.getByTestId('settings-reset')).toBeTruthy();

    // The choices apply, and save keeps them for the next visit.
    fireEvent.click(screen.getByTestId('setting-sideTheme-theme-light'));
    fireEvent.click(screen.getByTestId('setting-tagsView'));
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(JSON.parse(localStorage.getItem('layout-setting')!)).toMatchObject({ sideTheme: 'theme-light', tagsView: true });
  });

  it('offers neither the button nor the drawer when showSettings is off', () => {
    localStorage.setItem('layout-setting', JSON.stringify({ showSettings: false }));
    act(() => useLayoutSettings.setState({ settings: { ...DEFAULT_SETTINGS, showSettings: false } }));
    renderShellPart();
    expect(screen.queryByTestId('settings-open')).toBeNull();
    expect(screen.queryByTestId('settings-drawer')).toBeNull();
  });
});
