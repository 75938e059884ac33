import { SettingOutlined } from '@ant-design/icons';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../lazy-part';

/** The drawer (antd Drawer, Switch, Divider…) loads on first open; see lazy-part.ts. */
export const settingsPanel = lazyPart('settings-panel', () => import('./settings-panel').then((m) => m.SettingsPanel));

/** Spec point 2 settings drawer, opened by the right-panel button (top 250 px, spec point 9). */
export function SettingsDrawer() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so closing keeps antd's animation and the drawer's state.
  const [mounted, setMounted] = useState(false);
  const { Component: SettingsPanel } = settingsPanel;

  return (
    <>
      <button
        type="button"
        className="cp-right-panel"
        style={{ top: 250 }}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        onPointerEnter={settingsPanel.preload}
        onFocus={settingsPanel.preload}
        aria-label={t('shell.openSettings')}
        data-testid="settings-open"
      >
        <SettingOutlined />
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <SettingsPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
