import { App, Button, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { logout } from '../../shared/session/logout';

/** The member's phone and the log-out button (spec point 4: confirm first, then a full page redirect). */
export function UserMenu({ phone }: { phone: string | undefined }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const confirmLogout = () =>
    modal.confirm({
      title: t('common.tip'),
      content: t('console.logoutConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'logout-confirm' } as ButtonProps,
      cancelButtonProps: { 'data-testid': 'logout-cancel' } as ButtonProps,
      onOk: () => logout(),
    });
  return (
    <div className="console__user">
      {phone && (
        <span className="console__phone" data-testid="header-phone">
          {phone}
        </span>
      )}
      <Button onClick={confirmLogout} data-testid="logout">
        {t('console.logout')}
      </Button>
    </div>
  );
}
