import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The console's mark and name at the top of the sider (the mark alone when folded). */
export function Brand({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className="adm-brand" aria-label={t('app.title')}>
      <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={28} height={28} />
      {!collapsed && <span className="adm-brand__name">{t('app.title')}</span>}
    </Link>
  );
}
