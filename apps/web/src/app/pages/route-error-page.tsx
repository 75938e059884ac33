import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

/** The router's error element: a page chunk that failed even after the one reload, or a render error. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code=":("
      testId="page-error"
      title={t('pages.errorTitle')}
      text={t('pages.errorText')}
      actions={
        <button type="button" className="cp-btn cp-btn--primary cp-btn--md" onClick={() => window.location.reload()}>
          {t('pages.reload')}
        </button>
      }
    />
  );
}
