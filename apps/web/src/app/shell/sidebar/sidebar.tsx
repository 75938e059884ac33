import { APP_VERSION } from '@cloudphone/contract';
import { CustomerServiceOutlined, SettingOutlined, TeamOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Menu, Tooltip, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { localBrand } from '../../../shared/front/local-brand';
import { BrandLogo } from '../../../shared/front/brand-logo';
import { useBranding } from '../../../shared/front/use-front-config';
import type { MenuNode } from '../menu/menu-builder';
import { useLayoutSettings } from '../settings/layout-settings';
import { groupContactQuery } from './group-contact';
import { findNode, openKeysFor, toMenuItems } from './menu-items';

/** Opens a menu entry: external links in a new tab, the rest inside the console. */
export function useOpenMenuKey(menus: MenuNode[]) {
  const navigate = useNavigate();
  return (key: string) => {
    const node = findNode(menus, key);
    if (node?.link) window.open(node.link, '_blank', 'noopener');
    else void navigate(node?.path ?? key);
  };
}

/** The group-contact line: in 81 px, an icon button whose tooltip names the group. */
function GroupContact() {
  const { t } = useTranslation();
  const { data: group } = useQuery(groupContactQuery);
  if (!group) return null;
  const join = () => group.link && window.open(group.link, '_blank', 'noopener');
  return (
    <Tooltip title={`${t('shell.groupContact')} · ${group.name || t('shell.groupContactFallback')}`} placement="right">
      <Button
        type="text"
        className="cp-sidebar__icon-btn"
        icon={<TeamOutlined />}
        onClick={join}
        disabled={!group.link}
        data-testid="group-contact-join"
        aria-label={t('shell.join')}
      />
    </Tooltip>
  );
}

/**
 * Spec point 2 sidebar: 81 px wide, each entry an icon above a short label; a vertical menu (dark
 * or light, gradient) whose submenus open beside it, one at a time; collapsed, only the icons stay
 * (54 px). Logo to the root; footer with the group contact, the help centre, the version and the
 * settings icon (→ /setting/account).
 */
export function Sidebar({ menus, collapsed }: { menus: MenuNode[]; collapsed: boolean }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const branding = useBranding();
  const { sideTheme, sidebarLogo } = useLayoutSettings((s) => s.settings);
  const open = useOpenMenuKey(menus);
  const items = useMemo(() => toMenuItems(menus, t, true, true), [menus, t]);
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  const dark = sideTheme === 'theme-dark';
  const brand = localBrand(branding?.text, i18n.language, t('auth.brandFallback'));

  // One submenu open at a time: opening one closes the others.
  const onOpenChange: MenuProps['onOpenChange'] = (keys) => {
    const latest = keys.find((key) => !openKeys.includes(key));
    setOpenKeys(latest ? [latest] : keys);
  };
  // The entry holding the current page is marked too (its submenu is closed beside a narrow bar).
  const selectedKeys = [pathname, ...openKeysFor(menus, pathname)];

  return (
    <aside className={`cp-sidebar cp-sidebar--${dark ? 'dark' : 'light'}${collapsed ? ' is-collapsed' : ''}`} data-testid="sidebar">
      {sidebarLogo && (
        <Link to="/" className="cp-sidebar__logo" aria-label={brand}>
          <BrandLogo className="cp-sidebar__mark" src={branding?.logo} size={32} />
        </Link>
      )}
      <div className="cp-sidebar__menu">
        <Menu
          mode="vertical"
          theme={dark ? 'dark' : 'light'}
          items={items}
          selectedKeys={selectedKeys}
          openKeys={openKeys}
          onOpenChange={onOpenChange}
          onClick={({ key }) => {
            setOpenKeys([]);
            open(key);
          }}
        />
      </div>
      <div className="cp-sidebar__footer">
        <GroupContact />
        <Tooltip title={t('shell.helpCenter')} placement="right">
          <Link to="/setting/customer" className="cp-sidebar__help" data-testid="help-center-link" aria-label={t('shell.helpCenter')}>
            <CustomerServiceOutlined />
          </Link>
        </Tooltip>
        <div className="cp-sidebar__meta">
          <span className="cp-sidebar__version" data-testid="sidebar-version" title={t('shell.version', { version: APP_VERSION })}>
            v{APP_VERSION}
          </span>
          <Tooltip title={t('shell.settings')} placement="right">
            <Link to="/setting/account" className="cp-sidebar__settings" data-testid="sidebar-settings" aria-label={t('shell.settings')}>
              <SettingOutlined />
            </Link>
          </Tooltip>
        </div>
      </div>
    </aside>
  );
}
