import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { App, Breadcrumb, Button, Dropdown, Layout } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut } from '../../shared/session/session-api';
import { useSession } from '../../shared/session/session-store';
import { LanguageMenu } from '../../shared/ui/language-menu';
import { MENU_ENTRIES, type MenuEntry } from '../menu';
import { trailOf } from '../menu-access';

function OperatorMenu() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const operator = useSession((s) => s.operator);
  const name = operator?.nickname || operator?.username || '';
  const leave = async () => {
    await signOut();
    navigate('/login', { replace: true });
    void message.success(t('auth.signedOut'));
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [{ key: 'sign-out', icon: <LogoutOutlined />, label: <span data-testid="sign-out">{t('auth.signOut')}</span> }],
        onClick: () => void leave(),
      }}
    >
      <Button type="text" icon={<UserOutlined />} data-testid="operator-menu">
        <span className="adm-topbar__name" data-testid="operator-name">
          {name}
        </span>
        <DownOutlined className="adm-topbar__caret" />
      </Button>
    </Dropdown>
  );
}

/** The top bar: the menu toggle, where the operator is (breadcrumb), the language and the operator's menu. */
export function TopBar({ entry, narrow, toggle }: { entry: MenuEntry | null; narrow: boolean; toggle: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const trail = entry ? trailOf(MENU_ENTRIES, entry) : [];
  return (
    <Layout.Header className="adm-topbar">
      {toggle}
      {!narrow && trail.length > 0 && (
        <Breadcrumb
          className="adm-topbar__crumbs"
          items={trail.map((step, index) =>
            step.kind === 'group'
              ? { title: t(`menu.group.${step.key}`) }
              : index < trail.length - 1
                ? { title: t(`menu.${step.entry.titleKey}`), onClick: () => navigate(step.entry.path), href: '' }
                : { title: t(`menu.${step.entry.titleKey}`) },
          )}
          data-testid="breadcrumb"
        />
      )}
      {narrow && <span className="adm-topbar__app">{t('app.title')}</span>}
      <div className="adm-topbar__spacer" />
      <LanguageMenu />
      <OperatorMenu />
    </Layout.Header>
  );
}
