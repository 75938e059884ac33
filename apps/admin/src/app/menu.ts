import {
  AlertOutlined,
  AuditOutlined,
  BookOutlined,
  AppstoreOutlined,
  BgColorsOutlined,
  ControlOutlined,
  MailOutlined,
  MobileOutlined,
  CloudServerOutlined,
  CommentOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  GiftOutlined,
  NotificationOutlined,
  ProfileOutlined,
  SettingOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { OperatorPermission } from '@cloudphone/contract';
import type { ComponentType } from 'react';
import type { AdminStrings } from '../shared/i18n/zh-cn';

export type MenuGroupKey = keyof AdminStrings['menu']['group'];
export type MenuTitleKey = Exclude<keyof AdminStrings['menu'], 'group'>;

/** The sider's sections, in order; a section shows once the operator may open one of its pages. */
export const MENU_GROUPS: ReadonlyArray<{ key: MenuGroupKey; icon: ComponentType }> = [
  { key: 'overview', icon: DashboardOutlined },
  { key: 'members', icon: TeamOutlined },
  { key: 'fleet', icon: CloudServerOutlined },
  { key: 'trade', icon: ShoppingOutlined },
  { key: 'content', icon: NotificationOutlined },
  { key: 'service', icon: CustomerServiceOutlined },
  { key: 'system', icon: SettingOutlined },
];

export interface MenuEntry {
  /** The route under /admin (react-router pattern: `/members/:id`). */
  path: string;
  titleKey: MenuTitleKey;
  group: MenuGroupKey;
  icon?: ComponentType;
  /** What the page needs (spec point 6): without it the entry is hidden and the route says "forbidden". */
  permission: OperatorPermission;
  /** The page module (its own chunk); it exports the page as default. */
  load(): Promise<{ default: ComponentType }>;
  /** A page reached from a list (a detail): routed and in the breadcrumb under that list, not in the sider. */
  parent?: string;
}

/** Every operator screen, in menu order: adding a screen is one line here. */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  {
    path: '/dashboard',
    titleKey: 'dashboard',
    group: 'overview',
    icon: DashboardOutlined,
    permission: 'dashboard:stats:query',
    load: () => import('../features/dashboard/dashboard-page'),
  },
  {
    path: '/members',
    titleKey: 'members',
    group: 'members',
    icon: TeamOutlined,
    permission: 'member:member:query',
    load: () => import('../features/members/members-page'),
  },
  {
    path: '/members/:id',
    titleKey: 'memberDetail',
    group: 'members',
    permission: 'member:member:query',
    parent: '/members',
    load: () => import('../features/members/member-detail-page'),
  },
  {
    path: '/fleet/hosts',
    titleKey: 'hosts',
    group: 'fleet',
    icon: DatabaseOutlined,
    permission: 'device:host:query',
    load: () => import('../features/fleet/hosts-page'),
  },
  {
    path: '/fleet/phones',
    titleKey: 'phones',
    group: 'fleet',
    icon: MobileOutlined,
    permission: 'device:phone:query',
    load: () => import('../features/fleet/phones-page'),
  },
  {
    path: '/catalogue',
    titleKey: 'catalogue',
    group: 'trade',
    icon: AppstoreOutlined,
    permission: 'trade:catalogue:query',
    load: () => import('../features/catalogue/catalogue-page'),
  },
  {
    path: '/orders',
    titleKey: 'orders',
    group: 'trade',
    icon: ProfileOutlined,
    permission: 'trade:order:query',
    load: () => import('../features/orders/orders-page'),
  },
  {
    path: '/orders/:orderNo',
    titleKey: 'orderDetail',
    group: 'trade',
    permission: 'trade:order:query',
    parent: '/orders',
    load: () => import('../features/orders/order-detail-page'),
  },
  {
    path: '/redeem-codes',
    titleKey: 'redeemCodes',
    group: 'trade',
    icon: GiftOutlined,
    permission: 'trade:redeem-code:query',
    load: () => import('../features/redeem-codes/redeem-codes-page'),
  },
  {
    path: '/notices',
    titleKey: 'notices',
    group: 'content',
    icon: MailOutlined,
    permission: 'system:notice:query',
    load: () => import('../features/notices/notices-page'),
  },
  {
    path: '/popups',
    titleKey: 'popups',
    group: 'content',
    icon: AlertOutlined,
    permission: 'system:popup:query',
    load: () => import('../features/popups/popups-page'),
  },
  {
    path: '/branding',
    titleKey: 'branding',
    group: 'content',
    icon: BgColorsOutlined,
    permission: 'system:front:query',
    load: () => import('../features/front/branding-page'),
  },
  {
    path: '/global-config',
    titleKey: 'globalConfig',
    group: 'content',
    icon: ControlOutlined,
    permission: 'system:front:query',
    load: () => import('../features/front/global-config-page'),
  },
  {
    path: '/feedback',
    titleKey: 'feedback',
    group: 'service',
    icon: CommentOutlined,
    permission: 'system:feedback:query',
    load: () => import('../features/feedback/feedback-page'),
  },
  {
    path: '/leads',
    titleKey: 'leads',
    group: 'service',
    icon: SolutionOutlined,
    permission: 'member:lead:query',
    load: () => import('../features/feedback/leads-page'),
  },
  {
    path: '/customer-service',
    titleKey: 'customerService',
    group: 'service',
    icon: CustomerServiceOutlined,
    permission: 'system:front:query',
    load: () => import('../features/front/customer-service-page'),
  },
  {
    path: '/dicts',
    titleKey: 'dicts',
    group: 'system',
    icon: BookOutlined,
    permission: 'system:dict:query',
    load: () => import('../features/dicts/dicts-page'),
  },
  {
    path: '/dicts/:dictType',
    titleKey: 'dictData',
    group: 'system',
    permission: 'system:dict:query',
    parent: '/dicts',
    load: () => import('../features/dicts/dict-data-page'),
  },
  {
    path: '/configs',
    titleKey: 'configs',
    group: 'system',
    icon: ToolOutlined,
    permission: 'system:config:query',
    load: () => import('../features/configs/configs-page'),
  },
  {
    path: '/operators',
    titleKey: 'operators',
    group: 'system',
    icon: UserOutlined,
    permission: 'system:user:query',
    load: () => import('../features/operators/operators-page'),
  },
  {
    path: '/operate-log',
    titleKey: 'operateLog',
    group: 'system',
    icon: AuditOutlined,
    permission: 'system:operate-log:query',
    load: () => import('../features/operate-log/operate-log-page'),
  },
];
