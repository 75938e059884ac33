import { Menu, type MenuProps } from 'antd';
import { createElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MENU_GROUPS, type MenuEntry } from '../menu';
import type { SideGroup } from '../menu-access';

interface SideMenuProps {
  groups: SideGroup[];
  /** The entry on screen: its item (or its list's, for a detail) is selected and its section open. */
  current: MenuEntry | null;
  collapsed: boolean;
  onNavigate(): void;
}

/** The sider's menu: one submenu per section, the screens the operator may open in it. */
export function SideMenu({ groups, current, collapsed, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const selected = current ? (current.parent ?? current.path) : null;
  const [openKeys, setOpenKeys] = useState<string[]>(() => (current ? [current.group] : groups.map((g) => g.key)));
  const items: MenuProps['items'] = groups.map((group) => ({
    key: group.key,
    icon: createElement(MENU_GROUPS.find((g) => g.key === group.key)!.icon),
    label: t(`menu.group.${group.key}`),
    children: group.entries.map((entry) => ({
      key: entry.path,
      icon: entry.icon ? createElement(entry.icon) : undefined,
      label: <span data-testid={`menu-${entry.path.slice(1)}`}>{t(`menu.${entry.titleKey}`)}</span>,
    })),
  }));
  return (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={selected ? [selected] : []}
      // Folded, the sections open as flyouts on hover; antd handles their open state then.
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={({ key }) => {
        navigate(key);
        onNavigate();
      }}
      className="adm-side-menu"
      data-testid="side-menu"
    />
  );
}
