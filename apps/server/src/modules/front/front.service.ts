import { DEFAULT_BRAND_LOGO, type Branding, type GlobalConfig, type RegisterType } from '@cloudphone/contract';
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
  return {
    async branding(): Promise<Branding> {
      const stored = (await settings.get<Partial<typeof DEFAULT_BRANDING>>(BRANDING_KEY)) ?? {};
      return { ...DEFAULT_BRANDING, ...stored, registerType: opts.registerType, socialProviders: opts.socialProviders() };
    },
    async globalConfig(): Promise<GlobalConfig> {
      const stored = (await settings.get<Partial<GlobalConfig>>(GLOBAL_CONFIG_KEY)) ?? {};
      return { notNeedMenus: stored.notNeedMenus ?? [], captchaEnabled: opts.captchaEnabled };
    },
  };
}
export type FrontService = ReturnType<typeof createFrontService>;
