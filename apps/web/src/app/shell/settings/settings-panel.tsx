import { CheckOutlined } from '@ant-design/icons';
import { App, Button, Divider, Drawer, Switch, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { THEME_COLORS, useLayoutSettings, type LayoutSettings } from './layout-settings';

const TOGGLES = [
  ['topNav', 'shell.topNav'],
  ['tagsView', 'shell.tagsView'],
  ['fixedHeader', 'shell.fixedHeader'],
  ['sidebarLogo', 'shell.sidebarLogo'],
] as const satisfies ReadonlyArray<readonly [keyof LayoutSettings, string]>;

/** The settings drawer itself (spec point 2), loaded on the first click of the right-panel button. */
export function SettingsPanel({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const settings = useLayoutSettings((s) => s.settings);
  const { change, save, reset } = useLayoutSettings.getState();

  const sideThemes = [
    ['theme-dark', 'shell.sideDark'],
    ['theme-light', 'shell.sideLight'],
  ] as const;

  return (
    <Drawer open={open} onClose={onClose} title={t('shell.layoutSettings')} size={300}>
      <div className="cp-settings" data-testid="settings-drawer">
        <h4>{t('shell.themeStyle')}</h4>
        <div className="cp-settings__themes">
          {sideThemes.map(([value, label]) => (
            <Tooltip key={value} title={t(label)}>
              <button
                type="button"
                className={`cp-settings__theme cp-settings__theme--${value}${settings.sideTheme === value ? ' is-active' : ''}`}
                onClick={() => change('sideTheme', value)}
                aria-label={t(label)}
                aria-pressed={settings.sideTheme === value}
                data-testid={`setting-sideTheme-${value}`}
              >
                <span />
                {settings.sideTheme === value && <CheckOutlined className="cp-settings__check" />}
              </button>
            </Tooltip>
          ))}
        </div>
        <div className="cp-settings__row">
          <span>{t('shell.themeColor')}</span>
          <div className="cp-settings__colors">
            {THEME_COLORS.map((color) => (
              <button
                key={color}
                type="button"
                className={`cp-settings__color${settings.theme.toLowerCase() === color.toLowerCase() ? ' is-active' : ''}`}
                style={{ background: color }}
                onClick={() => change('theme', color)}
                aria-label={color}
                aria-pressed={settings.theme.toLowerCase() === color.toLowerCase()}
                data-testid={`setting-theme-${color}`}
              >
                {settings.theme.toLowerCase() === color.toLowerCase() && <CheckOutlined />}
              </button>
            ))}
          </div>
        </div>
        <Divider />
        <h4>{t('shell.systemLayout')}</h4>
        {TOGGLES.map(([key, label]) => (
          <label key={key} className="cp-settings__row">
            <span>{t(label)}</span>
            <Switch checked={settings[key]} onChange={(value) => change(key, value)} data-testid={`setting-${key}`} />
          </label>
        ))}
        <Divider />
        <div className="cp-settings__actions">
          <Button
            type="primary"
            onClick={() => {
              save();
              void message.success(t('shell.saved'));
            }}
            data-testid="settings-save"
          >
            {t('shell.save')}
          </Button>
          <Button
            onClick={() => {
              reset();
              void message.success(t('shell.resetDone'));
            }}
            data-testid="settings-reset"
          >
            {t('shell.reset')}
          </Button>
        </div>
      </div>
    </Drawer>
  );
}
