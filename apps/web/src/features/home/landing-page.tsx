import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { getInfoQuery } from '../../shared/session/session-queries';
import './landing-page.css';

/**
 * /index for now: who is signed in (from /getInfo) and an honest note that the cloud phone list
 * and the rest of the console are still to come. It becomes the phone list in a later release.
 */
export function LandingPage() {
  const { t } = useTranslation();
  const info = useQuery(getInfoQuery);
  const user = info.data?.user;

  return (
    <div className="landing">
      <section className="landing__hero">
        {/* A plain heading styled like antd's Title level 3: Typography would bring its editor (TextArea) along. */}
        <h3 className="landing__title">{user?.nickname ? t('console.welcomeNamed', { name: user.nickname }) : t('console.welcome')}</h3>
      </section>
      <Card title={t('console.account')} className="landing__card">
        {info.isPending && <Skeleton active paragraph={{ rows: 3 }} />}
        {info.isError && (
          <Alert
            type="error"
            showIcon
            message={t('console.loadFailed')}
            action={
              <Button size="small" onClick={() => void info.refetch()}>
                {t('console.retry')}
              </Button>
            }
          />
        )}
        {user && (
          <Descriptions column={{ xs: 1, sm: 2 }} colon={false} labelStyle={{ color: 'var(--cp-text-3)' }}>
            <Descriptions.Item label={t('console.phone')}>
              <span data-testid="member-phone">{user.phone}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('console.memberId')}>
              <span data-testid="member-id">{user.userId}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('console.nickname')}>{user.nickname || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('console.registeredAt')}>{dayjs(user.createTime).format('YYYY-MM-DD HH:mm:ss')}</Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      <Alert className="landing__soon" type="info" showIcon message={t('console.comingSoonTitle')} description={t('console.comingSoon')} />
    </div>
  );
}
