import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from './status-page';

/** /401 */
export function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="401"
      testId="page-401"
      title={t('pages.unauthorizedTitle')}
      text={t('pages.unauthorizedText')}
      actions={
        <>
          <Link to="/" className="cp-btn cp-btn--md">
            {t('pages.backHome')}
          </Link>
          <Link to="/login" className="cp-btn cp-btn--primary cp-btn--md">
            {t('pages.reLogin')}
          </Link>
        </>
      }
    />
  );
}
