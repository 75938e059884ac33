import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { getLocale } from '@web/shared/i18n/locale';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { useSession } from '../shared/session/session-store';
import { UiBridge } from '../shared/ui/ui-bridge';

/** Same tokens as the member console (apps/web/src/shared/ui/tokens.css, its antd theme). */
const THEME: ThemeConfig = {
  token: { colorPrimary: '#409eff', borderRadius: 8, fontFamily: 'var(--cp-font)' },
  components: {
    Menu: { darkItemBg: 'transparent', darkSubMenuItemBg: 'rgba(0, 0, 0, 0.18)', darkItemSelectedBg: '#327aff', itemBorderRadius: 8 },
    Layout: { siderBg: '#1f2d3d', headerBg: '#fff', headerHeight: 56, headerPadding: '0 16px' },
  },
};

export const createQueryClient = () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false } } });

/** antd in the operator's language with the console theme, and TanStack Query (emptied when the session ends). */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  const locale = getLocale();
  dayjs.locale(locale === 'zh-CN' ? 'zh-cn' : 'en');
  return (
    <ConfigProvider locale={locale === 'zh-CN' ? zhCN : enUS} theme={THEME}>
      <AntApp>
        <UiBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}

/** One operator's cached answers must not show to the next one signing in on this browser. */
export function clearQueriesOnSignOut(queryClient: QueryClient) {
  return useSession.subscribe((now, before) => {
    if (before.token && !now.token) queryClient.clear();
  });
}
