import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The tab's title: the page's, then the console's name. */
export function useDocumentTitle(page: string | null | undefined) {
  const { t } = useTranslation();
  const app = t('app.title');
  useEffect(() => {
    document.title = page ? `${page} - ${app}` : app;
  }, [page, app]);
}
