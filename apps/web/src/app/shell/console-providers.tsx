import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { getLocale } from '../../shared/i18n/locale';

const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });

const locale = getLocale();
dayjs.locale(locale === 'zh-CN' ? 'zh-cn' : 'en');

/** antd (in the member's language, with the console's colours) and TanStack Query, for the signed-in area only. */
export function ConsoleProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider
      locale={locale === 'zh-CN' ? zhCN : enUS}
      theme={{ token: { colorPrimary: '#409EFF', borderRadius: 8, fontFamily: 'var(--cp-font)' } }}
    >
      <AntApp>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
