import { describe, expect, it } from 'vitest';
import { memoryStorage as memory } from '../../../test-support/memory-storage';
import { DEFAULT_SETTINGS, LAYOUT_SETTINGS_KEY, loadSettings, resetSettings, saveSettings, THEME_COLORS } from './layout-settings';

describe('layout settings', () => {
  it('defaults: top nav, tag views and fixed header off, logo on, dark sidebar, #409EFF', () => {
    expect(loadSettings(memory())).toEqual({
      sideTheme: 'theme-dark',
      theme: '#409EFF',
      topNav: false,
      tagsView: false,
      fixedHeader: false,
      sidebarLogo: true,
      showSettings: true,
    });
    expect(THEME_COLORS).toHaveLength(8);
    expect(THEME_COLORS).toContain('#1890ff');
  });

  it('saves to local storage and reads it back', () => {
    const storage = memory();
    saveSettings({ ...DEFAULT_SETTINGS, tagsView: true, sideTheme: 'theme-light', theme: '#13c2c2' }, storage);
    expect(storage.map.has(LAYOUT_SETTINGS_KEY)).toBe(true);
    expect(loadSettings(storage)).toMatchObject({ tagsView: true, sideTheme: 'theme-light', theme: '#13c2c2' });
    saveSettings({ ...DEFAULT_SETTINGS, showSettings: false }, storage);
    expect(loadSettings(storage).showSettings).toBe(false);
  });

  it('ignores corrupt or mistyped values', () => {
    const storage = memory();
    storage.setItem(LAYOUT_SETTINGS_KEY, '{"tagsView":"yes","theme":"red;","sideTheme":"x"}');
    expect(loadSettings(storage)).toEqual(DEFAULT_SETTINGS);
    storage.setItem(LAYOUT_SETTINGS_KEY, '{not json');
    expect(loadSettings(storage)).toEqual(DEFAULT_SETTINGS);
  });

  it('reset removes the saved settings and returns the defaults', () => {
    const storage = memory();
    saveSettings({ ...DEFAULT_SETTINGS, topNav: true }, storage);
    expect(resetSettings(storage)).toEqual(DEFAULT_SETTINGS);
    expect(storage.map.size).toBe(0);
  });
});
