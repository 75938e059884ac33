import { Navigate, useLocation, useParams } from 'react-router';

/** /redirect/<path>: navigates straight on to /<path>, which re-mounts that view ("refresh" in the tag bar). */
export function RedirectPage() {
  const { '*': rest = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`/${rest}${search}${hash}`} replace />;
}
