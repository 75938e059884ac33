import {
  DEFAULT_BRAND_LOGO,
  type Branding,
  type GlobalConfig,
  type GlobalConfigSettings,
  type GlobalConfigSettingsInputSchema,
  type RegisterType,
} from '@cloudphone/contract';
import type { z } from 'zod';
import type { SettingsRepo } from '../settings/settings.repo.js';

export const BRANDING_KEY = 'front.branding';
export const GLOBAL_CONFIG_KEY = 'front.global-config';

const DEFAULT_BRANDING = {
  text: '云手机',
  main: '/app/favicon.svg',
  logo: DEFAULT_BRAND_LOGO,
  leftBg: '',
  welcomeText: '欢迎使用云手机',
  loginWay: 'phone',
};

/** Branding and global config: operator-editable settings over sensible defaults. */
export function createFrontService(
  settings: SettingsRepo,
  opts: { registerType: RegisterType; captchaEnabled: boolean; socialProviders: () => { type: string; name: string }[] },
) {
  async function operatorSettings(): Promise<GlobalConfigSettings> {
    const value = (await settings.get<Partial<GlobalConfigSettings>>(GLOBAL_CONFIG_KEY)) ?? {};
    return { notNeedMenus: value.notNeedMenus ?? [], helpCenterUrl: value.helpCenterUrl ?? null };
  }

  return {
    async branding(): Promise<Branding> {
      const stored = (await settings.get<Partial<typeof DEFAULT_BRANDING>>(BRANDING_KEY)) ?? {};
      return { ...DEFAULT_BRANDING, ...stored, registerType: opts.registerType, socialProviders: opts.socialProviders() };
    },
    async globalConfig(): Promise<GlobalConfig> {
      return { ...(await operatorSettings()), captchaEnabled: opts.captchaEnabled };
    },
    /** What the operator set of the global config. */
    settings: operatorSettings,
    async setSettings(input: z.output<typeof GlobalConfigSettingsInputSchema>): Promise<GlobalConfigSettings> {
      const value: GlobalConfigSettings = { notNeedMenus: [...new Set(input.notNeedMenus)], helpCenterUrl: input.helpCenterUrl };
      await settings.set(GLOBAL_CONFIG_KEY, value);
      return value;
    },
  };
}
export type FrontService = ReturnType<typeof createFrontService>;
