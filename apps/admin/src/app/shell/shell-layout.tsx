import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { holdsPermission } from '@cloudphone/contract';
import { useMediaQuery } from '@web/shared/interaction/use-media-query';
import { loadChunk } from '@web/shared/lazy/lazy-part';
import { Button, Drawer, Layout, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useSession } from '../../shared/session/session-store';
import { PageSpin } from '../../shared/ui/page-spin';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { MENU_ENTRIES } from '../menu';
import { entryAt, homePath, sideMenu } from '../menu-access';
import { Brand } from './brand';
import { ForbiddenPage, NoScreensPage, NotFoundPage, PageBoundary } from './page-states';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import './shell.css';

/** Each screen a lazy chunk; a chunk gone after a deploy reloads the page once (loadChunk). */
const PAGES = new Map(MENU_ENTRIES.map((entry) => [entry.path, lazy(() => loadChunk(`admin:${entry.path}`, entry.load))]));

const COLLAPSED_KEY = 'cp-admin-sider-collapsed';
const readCollapsed = () => {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
};

/** Sider (a drawer below 992 px), top bar, page title, and the routes of the screens the operator may open. */
export function ShellLayout() {
  const { t } = useTranslation();
  const permissions = useSession((s) => s.permissions);
  const narrow = useMediaQuery('(max-width: 991px)');
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const groups = useMemo(() => sideMenu(MENU_ENTRIES, permissions), [permissions]);
  const home = homePath(MENU_ENTRIES, permissions);
  const entry = entryAt(MENU_ENTRIES, pathname);
  const title = entry ? t(`menu.${entry.titleKey}`) : null;
  useDocumentTitle(title);

  const toggle = () => {
    if (narrow) return setDrawerOpen((open) => !open);
    setCollapsed((was) => {
      try {
        localStorage.setItem(COLLAPSED_KEY, was ? '0' : '1');
      } catch {
        // kept for this visit only
      }
      return !was;
    });
  };
  const menu = (folded: boolean) => <SideMenu groups={groups} current={entry} collapsed={folded} onNavigate={() => setDrawerOpen(false)} />;

  return (
    <Layout className="adm-shell">
      {narrow ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          closable={false}
          size={240}
          className="adm-shell__drawer"
          styles={{ body: { padding: 0 } }}
        >
          <Brand collapsed={false} />
          {menu(false)}
        </Drawer>
      ) : (
        <Layout.Sider className="adm-shell__sider" width={224} collapsedWidth={64} collapsed={collapsed} trigger={null} data-testid="sider">
          <Brand collapsed={collapsed} />
          {menu(collapsed)}
        </Layout.Sider>
      )}
      <Layout>
        <TopBar
          entry={entry}
          narrow={narrow}
          toggle={
            <Button
              type="text"
              icon={narrow || collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={toggle}
              aria-label={narrow ? t('shell.openMenu') : collapsed ? t('shell.expand') : t('shell.collapse')}
              data-testid="menu-toggle"
            />
          }
        />
        <Layout.Content className="adm-shell__content">
          {title && (
            <Typography.Title level={4} className="adm-shell__title" data-testid="page-title">
              {title}
            </Typography.Title>
          )}
          <PageBoundary resetKey={pathname}>
            <Routes>
              <Route index element={home ? <Navigate to={home} replace /> : <NoScreensPage />} />
              {MENU_ENTRIES.map((item) => {
                const Page = PAGES.get(item.path)!;
                const allowed = holdsPermission(permissions, item.permission);
                return (
                  <Route
                    key={item.path}
                    path={item.path}
                    element={
                      allowed ? (
                        <Suspense fallback={<PageSpin />}>
                          <Page />
                        </Suspense>
                      ) : (
                        <ForbiddenPage />
                      )
                    }
                  />
                );
              })}
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </PageBoundary>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
