import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from './status-page';

/** /404 */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="404"
      testId="page-404"
      title={t('pages.notFoundTitle')}
      text={t('pages.notFoundText')}
      actions={
        <Link to="/" className="cp-btn cp-btn--primary cp-btn--md">
          {t('pages.backHome')}
        </Link>
      }
    />
  );
}
