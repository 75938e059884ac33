import {
  AppstoreOutlined,
  CustomerServiceOutlined,
  FieldTimeOutlined,
  GlobalOutlined,
  InfoCircleOutlined,
  KeyOutlined,
  MobileOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** The server's menu icon names (member-menus.ts) as antd icons; unknown names get a neutral one. */
const ICONS: Record<string, ReactNode> = {
  'cloud-phone': <MobileOutlined />,
  buy: <ShoppingCartOutlined />,
  renew: <FieldTimeOutlined />,
  'key-account': <KeyOutlined />,
  proxy: <GlobalOutlined />,
  setting: <SettingOutlined />,
  user: <UserOutlined />,
  about: <InfoCircleOutlined />,
  service: <CustomerServiceOutlined />,
};

export const menuIcon = (name: string | undefined): ReactNode => (name ? (ICONS[name] ?? <AppstoreOutlined />) : undefined);
