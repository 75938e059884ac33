import {
  DEFAULT_BRAND_LOGO,
  type Branding,
  type BrandingSettings,
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

  /** The operator's branding over the defaults; the register type is the server's (REGISTER_TYPE) until the operator sets one. */
  async function brandingSettings(): Promise<BrandingSettings> {
    const stored = (await settings.get<Partial<BrandingSettings>>(BRANDING_KEY)) ?? {};
    return { ...DEFAULT_BRANDING, registerType: opts.registerType, ...stored };
  }

  return {
    /** What anyone's console shows (read on every call, so an operator's change shows at once). */
    async branding(): Promise<Branding> {
      return { ...(await brandingSettings()), socialProviders: opts.socialProviders() };
    },
    /** The branding as the operator set it, over the defaults. */
    brandingSettings,
    /**
     * How members sign up now: the operator's choice, else REGISTER_TYPE. Read from the database on
     * every call (no cache to empty), so a change on any node holds on every node at once.
     */
    async registerType(): Promise<RegisterType> {
      return (await brandingSettings()).registerType;
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
