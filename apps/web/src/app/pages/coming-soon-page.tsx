import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useViewRoute } from '../shell/view-context';
import './coming-soon-page.css';

/** The empty state of a screen a later release fills in: its title and an honest note, never fake data. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const route = useViewRoute();
  const title = route ? t(route.meta.title as never) : '';
  return (
    <section className="coming-soon" data-testid="empty-state">
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <Typography.Title level={4} className="coming-soon__title">
              {t('shell.comingSoonTitle', { title })}
            </Typography.Title>
            <Typography.Text type="secondary">{t('shell.comingSoon')}</Typography.Text>
          </>
        }
      />
    </section>
  );
}
