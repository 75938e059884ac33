import { SettingOutlined } from '@ant-design/icons';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { lazyPart } from '../../../shared/lazy/lazy-part';
import { useLayoutSettings } from './layout-settings';

/** The drawer (antd Drawer, Switch, Divider…) loads on first open; see lazy-part.ts. */
export const settingsPanel = lazyPart('settings-panel', () => import('./settings-panel').then((m) => m.SettingsPanel));

/** Whether the drawer is open, and whether it was ever (mounted from then on, so closing keeps antd's animation). */
const useDrawerState = create<{ open: boolean; mounted: boolean }>(() => ({ open: false, mounted: false }));
/** Opens the drawer (the right-panel button, or the user menu's entry below 992 px). */
export const openSettingsDrawer = () => {
  settingsPanel.preload();
  useDrawerState.setState({ open: true, mounted: true });
};

/**
 * The right-panel button (top 250 px, spec point 9) on a desktop, beside the page: the page area
 * keeps a gutter for it (`.has-right-panel`), so it never covers content. Below 992 px there is no
 * room for a gutter: the user menu offers the drawer instead.
 */
export function SettingsButton() {
  const { t } = useTranslation();
  const shown = useLayoutSettings((s) => s.settings.showSettings);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="cp-right-panel"
      style={{ top: 250 }}
      onClick={openSettingsDrawer}
      onPointerEnter={settingsPanel.preload}
      onFocus={settingsPanel.preload}
      aria-label={t('shell.openSettings')}
      data-testid="settings-open"
    >
      <SettingOutlined />
    </button>
  );
}

/** Spec point 2 settings drawer; none at all when the layout setting `showSettings` is off. */
export function SettingsDrawer() {
  const shown = useLayoutSettings((s) => s.settings.showSettings);
  const { open, mounted } = useDrawerState();
  const { Component: SettingsPanel } = settingsPanel;
  if (!shown || !mounted) return null;
  return (
    <Suspense fallback={null}>
      <SettingsPanel open={open} onClose={() => useDrawerState.setState({ open: false })} />
    </Suspense>
  );
}
