import { Drawer } from 'antd';
import type { MenuNode } from '../menu/menu-builder';
import { Sidebar } from './sidebar';

/** The sidebar (81 px, as on a desktop) in a left drawer, for phones and narrow windows (below 992 px). */
export function SidebarDrawer({ menus, open, onClose }: { menus: MenuNode[]; open: boolean; onClose(): void }) {
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      closable={false}
      size={81}
      className="cp-sidebar-drawer"
      styles={{ body: { padding: 0 } }}
    >
      <Sidebar menus={menus} collapsed={false} />
    </Drawer>
  );
}
