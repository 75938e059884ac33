import { useQuery } from '@tanstack/react-query';
import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { getPermissionInfo, signOut } from '../../shared/session/session-api';
import { session } from '../../shared/session/session-store';
import { PageSpin } from '../../shared/ui/page-spin';
import { ShellLayout } from './shell-layout';

/** Who is signed in and what they may do, before any menu or page shows. */
async function loadProfile() {
  const info = await getPermissionInfo();
  session.get().setProfile(info);
  return info;
}

/** The signed-in console (its own chunk): the operator's profile, then the layout with the menus it allows. */
export default function AdminShell() {
  const { t } = useTranslation();
  const profile = useQuery({ queryKey: ['session', 'permission-info'], queryFn: loadProfile, staleTime: Infinity });
  if (profile.isPending) return <PageSpin tip={t('shell.profileLoading')} />;
  if (profile.isError)
    return (
      <Result
        status="error"
        title={t('shell.profileFailed')}
        subTitle={profile.error.message}
        extra={
          <Space>
            <Button type="primary" onClick={() => void profile.refetch()}>
              {t('common.retry')}
            </Button>
            <Button onClick={() => void signOut()}>{t('auth.signOut')}</Button>
          </Space>
        }
      />
    );
  return <ShellLayout />;
}
