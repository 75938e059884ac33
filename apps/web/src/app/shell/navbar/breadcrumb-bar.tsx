import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { ShellRoute } from '../menu/menu-builder';
import { buildBreadcrumb } from './breadcrumb-trail';

/** Spec point 2 breadcrumb; the rules are in breadcrumb-trail.ts. */
export function BreadcrumbBar({ route }: { route: ShellRoute | undefined }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const crumbs = buildBreadcrumb(route, pathname);
  return (
    <nav className="cp-breadcrumb" data-testid="breadcrumb" aria-label={t('shell.breadcrumb')}>
      <Breadcrumb
        items={crumbs.map((crumb, index) => ({
          key: index,
          title: crumb.to ? (
            <Link to={crumb.to}>{t(crumb.title as never)}</Link>
          ) : (
            <span className="cp-breadcrumb__text">{t(crumb.title as never)}</span>
          ),
        }))}
      />
    </nav>
  );
}
