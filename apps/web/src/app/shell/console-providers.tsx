import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useMemo, type ReactNode } from 'react';
import { getLocale } from '../../shared/i18n/locale';
import { useAppStore, type ComponentSizeName } from './app-store';
import { MENU_ACTIVE_COLOR, useLayoutSettings } from './settings/layout-settings';

const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });

const locale = getLocale();
dayjs.locale(locale === 'zh-CN' ? 'zh-cn' : 'en');

/**
 * The four sizes of the size menu (spec point 2) on antd's three: default and medium are antd's
 * middle (medium a little tighter), small and mini its small (mini with smaller text).
 */
const SIZE_THEME: Record<ComponentSizeName, { componentSize: 'middle' | 'small'; token: ThemeConfig['token'] }> = {
  default: { componentSize: 'middle', token: {} },
  medium: { componentSize: 'middle', token: { controlHeight: 30 } },
  small: { componentSize: 'small', token: {} },
  mini: { componentSize: 'small', token: { fontSize: 12, controlHeightSM: 22 } },
};

/** antd (in the member's language, theme colour and size) and TanStack Query, for the signed-in area only. */
export function ConsoleProviders({ children }: { children: ReactNode }) {
  const colorPrimary = useLayoutSettings((s) => s.settings.theme);
  const size = useAppStore((s) => s.size);
  const theme = useMemo<ThemeConfig>(
    () => ({
      token: { colorPrimary, borderRadius: 8, fontFamily: 'var(--cp-font)', ...SIZE_THEME[size].token },
      components: {
        Menu: {
          collapsedWidth: 81,
          itemBg: 'transparent',
          subMenuItemBg: 'transparent',
          darkItemBg: 'transparent',
          darkSubMenuItemBg: 'rgba(0, 0, 0, 0.18)',
          darkItemSelectedBg: MENU_ACTIVE_COLOR,
          itemSelectedColor: MENU_ACTIVE_COLOR,
          itemBorderRadius: 8,
        },
      },
    }),
    [colorPrimary, size],
  );
  return (
    <ConfigProvider locale={locale === 'zh-CN' ? zhCN : enUS} componentSize={SIZE_THEME[size].componentSize} theme={theme}>
      <AntApp>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
