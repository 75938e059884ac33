import { useQuery } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberQuery } from '../api/account';
import { DeleteAccountDialog } from '../components/delete-account-dialog';
import { PasswordDialog } from '../components/password-dialog';
import { PointsCard } from '../components/points-card';
import { ProfileCard } from '../components/profile-card';
import { ProfileEditDialog } from '../components/profile-edit-dialog';
import { SecurityCard } from '../components/security-card';
import '../account.css';

type Dialog = 'edit' | 'password' | 'delete' | null;

/**
 * The account center (/personalCenter/accountCenter and /setting/account; spec points 1 and 3):
 * personal information with its editor and the avatar, the points balance and ledger, changing the
 * password and deleting the account.
 */
export function AccountCenterPage() {
  const { t } = useTranslation();
  const member = useQuery(memberQuery());
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const phone = member.data?.phone ?? '';

  if (member.isError && !member.data)
    return (
      <Result
        status="warning"
        title={t('user.profile.loadFailed')}
        extra={
          <Button onClick={() => void member.refetch()} data-testid="account-retry">
            {t('user.profile.retry')}
          </Button>
        }
      />
    );

  return (
    <div className="ac-page" data-testid="account-center" data-state={member.isSuccess ? 'ready' : 'loading'}>
      <header className="ac-page__head">
        <h1>{t('user.title')}</h1>
        <p className="ac-muted">{t('user.intro')}</p>
      </header>
      <div className="ac-grid">
        <ProfileCard member={member.data} onEdit={() => setDialog('edit')} />
        <div className="ac-column">
          <SecurityCard disabled={!member.data} onChangePassword={() => setDialog('password')} onDelete={() => setDialog('delete')} />
          <PointsCard balance={member.data?.point} />
        </div>
      </div>
      <ProfileEditDialog open={dialog === 'edit'} member={member.data} onClose={close} />
      <PasswordDialog open={dialog === 'password'} phone={phone} onClose={close} />
      <DeleteAccountDialog open={dialog === 'delete'} phone={phone} onClose={close} />
    </div>
  );
}
