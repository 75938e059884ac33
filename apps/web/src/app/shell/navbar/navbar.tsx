import { LOCALES, type Locale } from '@cloudphone/contract';
import {
  CompressOutlined,
  ExpandOutlined,
  FontSizeOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  TranslationOutlined,
} from '@ant-design/icons';
import { App, Button, Dropdown, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale, getLocale } from '../../../shared/i18n/locale';
import { SIZES, useAppStore, type ComponentSizeName } from '../app-store';
import type { MenuNode, ShellRoute } from '../menu/menu-builder';
import { useLayoutSettings } from '../settings/layout-settings';
import { BreadcrumbBar } from './breadcrumb-bar';
import { HeaderSearch } from './header-search';
import { NavbarNotices } from './navbar-notices';
import { TopMenu } from './top-menu';
import { UserDropdown } from './user-dropdown';

const NATIVE_NAME: Record<Locale, string> = { 'zh-CN': '中文', 'en-US': 'English' };
const SIZE_LABEL = { default: 'shell.sizeDefault', medium: 'shell.sizeMedium', small: 'shell.sizeSmall', mini: 'shell.sizeMini' } as const;

function LanguageDropdown() {
  const { t } = useTranslation();
  const current = getLocale();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectedKeys: [current],
        items: LOCALES.map((locale) => ({
          key: locale,
          disabled: locale === current,
          label: (
            <span lang={locale} data-testid={`language-${locale}`}>
              {NATIVE_NAME[locale]}
            </span>
          ),
        })),
        onClick: ({ key }) => changeLocale(key as Locale),
      }}
    >
      <Button
        type="text"
        className="cp-navbar__icon"
        icon={<TranslationOutlined />}
        aria-label={t('shell.language')}
        data-testid="language-dropdown"
      />
    </Dropdown>
  );
}

function SizeDropdown() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const size = useAppStore((s) => s.size);
  const setSize = useAppStore((s) => s.setSize);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectedKeys: [size],
        items: SIZES.map((value) => ({
          key: value,
          disabled: value === size,
          label: <span data-testid={`size-${value}`}>{t(SIZE_LABEL[value])}</span>,
        })),
        onClick: ({ key }) => {
          setSize(key as ComponentSizeName);
          void message.success(t('shell.sizeSwitched'));
        },
      }}
    >
      <Button
        type="text"
        className="cp-navbar__icon cp-hide-mobile"
        icon={<FontSizeOutlined />}
        aria-label={t('shell.size')}
        data-testid="size-dropdown"
      />
    </Dropdown>
  );
}

function FullscreenToggle() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () => {
    if (!document.fullscreenEnabled) return void message.warning(t('shell.fullscreenUnsupported'));
    void (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined);
  };
  const label = full ? t('shell.exitFullscreen') : t('shell.fullscreen');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        className="cp-navbar__icon cp-hide-mobile"
        icon={full ? <CompressOutlined /> : <ExpandOutlined />}
        onClick={toggle}
        aria-label={label}
        aria-pressed={full}
        data-testid="fullscreen-toggle"
      />
    </Tooltip>
  );
}

interface NavbarProps {
  route: ShellRoute | undefined;
  menus: MenuNode[];
  phone: string | undefined;
  userId: number | undefined;
}

/** Spec point 2 top bar. */
export function Navbar({ route, menus, phone, userId }: NavbarProps) {
  const { t } = useTranslation();
  const opened = useAppStore((s) => (s.device === 'mobile' ? s.drawerOpen : s.sidebar.opened));
  const isMobile = useAppStore((s) => s.device === 'mobile');
  const toggleSidebar = useAppStore((s) => s.toggleSidebar);
  const topNav = useLayoutSettings((s) => s.settings.topNav) && !isMobile;
  return (
    <div className="cp-navbar">
      {/* With the top navigation on a desktop there is no sidebar to toggle. */}
      {!topNav && (
        <Button
          type="text"
          className="cp-navbar__icon cp-navbar__toggle"
          icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          onClick={toggleSidebar}
          aria-label={t('shell.toggleSidebar')}
          aria-expanded={opened}
          data-testid="sidebar-toggle"
        />
      )}
      <div className="cp-navbar__middle">{topNav ? <TopMenu menus={menus} /> : <BreadcrumbBar route={route} />}</div>
      <div className="cp-navbar__right">
        <HeaderSearch />
        <FullscreenToggle />
        <SizeDropdown />
        <LanguageDropdown />
        <NavbarNotices />
        <UserDropdown phone={phone} userId={userId} />
      </div>
    </div>
  );
}
