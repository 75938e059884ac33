import { APP_VERSION } from '@cloudphone/contract';
import { Layout } from 'antd';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { useBranding } from '../../shared/branding/use-front-config';
import { LanguageSwitch } from '../../shared/i18n/language-switch';
import { PageLoading } from '../pages/page-loading';
import { ConsoleProviders } from './console-providers';
import { UserMenu } from './user-menu';
import { useSessionBootstrap } from './use-session-bootstrap';
import './console-layout.css';

function ConsoleFrame() {
  const info = useSessionBootstrap();
  const branding = useBranding();
  return (
    <Layout className="console">
      <Layout.Header className="console__header">
        <Link to="/" className="console__brand">
          <img src={branding?.logo || '/app/logo.svg'} alt="" width={30} height={30} />
          <span>{branding?.text}</span>
        </Link>
        <div className="console__actions">
          <LanguageSwitch />
          <UserMenu phone={info.data?.user.phone} />
        </div>
      </Layout.Header>
      <Layout.Content className="console__content">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
      <Layout.Footer className="console__footer">v{APP_VERSION}</Layout.Footer>
    </Layout>
  );
}

/**
 * The signed-in area's frame. A deliberately small shell for now (header with language and
 * account, content, version); the sidebar, tags view and menus of spec point 2 come later.
 */
export function ConsoleLayout() {
  return (
    <ConsoleProviders>
      <ConsoleFrame />
    </ConsoleProviders>
  );
}
