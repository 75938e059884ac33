import { Menu } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { MenuNode } from '../menu/menu-builder';
import { toMenuItems } from '../sidebar/menu-items';
import { useOpenMenuKey } from '../sidebar/sidebar';
import { visibleTopMenuCount } from './top-menu-count';

/** Top navigation (spec point 2): the first floor(width / 3 / 85) entries, the rest under "more menus". */
export function TopMenu({ menus }: { menus: MenuNode[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const open = useOpenMenuKey(menus);
  const [count, setCount] = useState(() => visibleTopMenuCount(document.body.clientWidth));
  useEffect(() => {
    const onResize = () => setCount(visibleTopMenuCount(document.body.clientWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  const items = useMemo(() => {
    const all = toMenuItems(menus, t);
    if (all.length <= count) return all;
    return [
      ...all.slice(0, count),
      { key: 'more-menus', label: <span data-testid="top-menu-more">{t('menu.moreMenus')}</span>, children: all.slice(count) },
    ];
  }, [menus, t, count]);
  return (
    <Menu
      className="cp-top-menu"
      mode="horizontal"
      disabledOverflow
      items={items}
      selectedKeys={[pathname]}
      onClick={({ key }) => open(key)}
      data-testid="top-menu"
    />
  );
}
