import {
  DownOutlined,
  GiftOutlined,
  LogoutOutlined,
  PoweroffOutlined,
  ProfileOutlined,
  SafetyOutlined,
  SettingOutlined,
  UploadOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { App, Avatar, Button, Dropdown, Tooltip, type ButtonProps, type MenuProps } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MemberPermission } from '@cloudphone/contract';
import { hasPermission } from '../../../shared/access/check-access';
import { logout } from '../../../shared/session/logout';
import { useSession } from '../../../shared/session/session-store';
import { loadSharingMessages } from '../../../features/sharing/sharing-messages';
import { useAppStore } from '../app-store';
import { lazyPart } from '../../../shared/lazy/lazy-part';
import { useLayoutSettings } from '../settings/layout-settings';
import { openSettingsDrawer } from '../settings/settings-drawer';

/** The authorization dialog (its lists and the sharing strings) loads on first open; see lazy-part.ts. */
export const empowerDialog = lazyPart('empower-dialog', () => import('./empower-dialog').then((m) => m.EmpowerDialog), {
  alongside: loadSharingMessages,
});

/** Spec point 4 logout: confirm first, then a full page redirect to sign-in. */
export function useConfirmLogout() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return () =>
    modal.confirm({
      title: t('common.tip'),
      content: t('console.logoutConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'logout-confirm' } as ButtonProps,
      cancelButtonProps: { 'data-testid': 'logout-cancel' } as ButtonProps,
      onOk: () => logout(),
    });
}

/** The member's phone and ID, and the account actions of spec point 2. */
export function UserDropdown({ phone, userId }: { phone: string | undefined; userId: number | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const avatar = useSession((s) => s.avatar);
  const confirmLogout = useConfirmLogout();
  const [empowerOpen, setEmpowerOpen] = useState(false);
  // Mounted from the first open on, so closing keeps antd's animation.
  const [empowerMounted, setEmpowerMounted] = useState(false);
  const { Component: EmpowerDialog } = empowerDialog;
  const label = (action: string, text: string) => <span data-testid={`user-menu-${action}`}>{text}</span>;
  const permissions = useSession((s) => s.permissions);
  const isMobile = useAppStore((s) => s.device === 'mobile');
  const showSettings = useLayoutSettings((s) => s.settings.showSettings);
  // Each entry leads to an area the member may have switched off (spec point 6).
  const allowed = (permission: MemberPermission) => hasPermission(permissions, [permission]);

  const items: MenuProps['items'] = (
    [
      {
        key: 'who',
        disabled: true,
        className: 'cp-user__who',
        label: (
          <div className="cp-user__card">
            <strong>{phone ?? '—'}</strong>
            <span>
              {t('shell.memberId')}: <span data-testid="member-id">{userId ?? '—'}</span>
            </span>
          </div>
        ),
      },
      { type: 'divider' },
      allowed('upload:records') && {
        key: 'uploadRecords',
        icon: <UploadOutlined />,
        label: label('uploadRecords', t('shell.uploadRecords')),
      },
      allowed('order:records') && { key: 'orderRecords', icon: <ProfileOutlined />, label: label('orderRecords', t('shell.orderRecords')) },
      allowed('authorization:manage') && { key: 'empower', icon: <SafetyOutlined />, label: label('empower', t('shell.empower')) },
      allowed('redemption:use') && {
        key: 'redemptionCode',
        icon: <GiftOutlined />,
        label: label('redemptionCode', t('shell.redemptionCode')),
      },
      // Below 992 px the settings drawer has no floating button (it would cover the page): it is here.
      isMobile &&
        showSettings && { key: 'layoutSettings', icon: <SettingOutlined />, label: label('layoutSettings', t('shell.layoutSettings')) },
      { type: 'divider' },
      { key: 'logout', icon: <LogoutOutlined />, danger: true, label: label('logout', t('shell.logout')) },
    ] as Array<NonNullable<MenuProps['items']>[number] | false>
  ).filter((item) => item !== false);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') confirmLogout();
    else if (key === 'layoutSettings') openSettingsDrawer();
    else if (key === 'empower') {
      setEmpowerMounted(true);
      setEmpowerOpen(true);
    } else if (key !== 'who') void navigate(`/${key}`);
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <button
          type="button"
          className="cp-user"
          data-testid="user-dropdown"
          onPointerEnter={empowerDialog.preload}
          onFocus={empowerDialog.preload}
        >
          {/* The avatarList's third entry (spec point 3); its URL is sent the Admin-Token cookie, an <img> has no Bearer header. */}
          <Avatar
            size={30}
            src={avatar || undefined}
            icon={<UserOutlined />}
            className="cp-user__avatar"
            data-testid="user-avatar"
            data-src={avatar}
          />
          {phone && (
            <span className="cp-user__phone" data-testid="header-phone">
              {/* On every signed-in page, at every width: tests and the weight bench wait for it. */}
              <span data-testid="member-phone">{phone}</span>
            </span>
          )}
          <DownOutlined className="cp-user__caret" />
        </button>
      </Dropdown>
      <Tooltip title={t('console.logout')}>
        <Button
          type="text"
          className="cp-navbar__icon"
          icon={<PoweroffOutlined />}
          onClick={confirmLogout}
          aria-label={t('console.logout')}
          data-testid="logout"
        />
      </Tooltip>
      {empowerMounted && (
        <Suspense fallback={null}>
          <EmpowerDialog open={empowerOpen} onClose={() => setEmpowerOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
