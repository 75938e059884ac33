import { create } from 'zustand';

/** Spec point 3 "Layout settings": what the settings drawer changes. */
export interface LayoutSettings {
  sideTheme: 'theme-dark' | 'theme-light';
  theme: string;
  topNav: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  /** The settings drawer and the button that opens it are offered at all (RuoYi's showSettings). */
  showSettings: boolean;
}

export const LAYOUT_SETTINGS_KEY = 'layout-setting';

/** Spec point 9: 8 predefined colours, default #409EFF; the active menu colour is fixed. */
export const THEME_COLORS = ['#409EFF', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d'] as const;
export const MENU_ACTIVE_COLOR = '#327AFF';

export const DEFAULT_SETTINGS: LayoutSettings = {
  sideTheme: 'theme-dark',
  theme: '#409EFF',
  topNav: false,
  tagsView: false,
  fixedHeader: false,
  sidebarLogo: true,
  showSettings: true,
};

type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const browserStorage = (): KeyValue | null => {
  try {
    return localStorage;
  } catch {
    return null;
  }
};

const HEX = /^#[0-9a-f]{6}$/i;

/** Reads the saved settings over the defaults; anything unreadable or of the wrong type is ignored. */
export function loadSettings(storage: KeyValue | null = browserStorage()): LayoutSettings {
  let saved: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(LAYOUT_SETTINGS_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') saved = parsed as Record<string, unknown>;
  } catch {
    // a corrupt entry falls back to the defaults
  }
  const bool = (key: keyof LayoutSettings) =>
    typeof saved[key] === 'boolean' ? (saved[key] as boolean) : (DEFAULT_SETTINGS[key] as boolean);
  return {
    sideTheme: saved.sideTheme === 'theme-light' || saved.sideTheme === 'theme-dark' ? saved.sideTheme : DEFAULT_SETTINGS.sideTheme,
    theme: typeof saved.theme === 'string' && HEX.test(saved.theme) ? saved.theme : DEFAULT_SETTINGS.theme,
    topNav: bool('topNav'),
    tagsView: bool('tagsView'),
    fixedHeader: bool('fixedHeader'),
    sidebarLogo: bool('sidebarLogo'),
    showSettings: bool('showSettings'),
  };
}

export function saveSettings(settings: LayoutSettings, storage: KeyValue | null = browserStorage()) {
  storage?.setItem(LAYOUT_SETTINGS_KEY, JSON.stringify(settings));
}

export function resetSettings(storage: KeyValue | null = browserStorage()): LayoutSettings {
  storage?.removeItem(LAYOUT_SETTINGS_KEY);
  return { ...DEFAULT_SETTINGS };
}

interface SettingsStore {
  settings: LayoutSettings;
  /** Changes apply at once (preview); `save` keeps them for the next visit. */
  change<K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]): void;
  save(): void;
  reset(): void;
}

export const useLayoutSettings = create<SettingsStore>()((set, get) => ({
  settings: loadSettings(),
  change: (key, value) => set((s) => ({ settings: { ...s.settings, [key]: value } })),
  save: () => saveSettings(get().settings),
  reset: () => set({ settings: resetSettings() }),
}));
