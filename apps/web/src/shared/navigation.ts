/**
 * Lets code outside React (API client, push channel) navigate inside the router. The app registers
 * the router's navigate at start; before that, a full page load does the job.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function setNavigator(fn: Navigate) {
  navigator = fn;
}

/** `to` is a path inside the console, e.g. '/login?redirect=%2Findex'. */
export function navigateTo(to: string, options?: { replace?: boolean }) {
  if (navigator) navigator(to, options);
  else window.location.assign(`/app${to}`);
}

/** Leaves the single-page app on purpose (after logout), so no state of the old session survives. */
export function hardRedirectToLogin() {
  window.location.href = '/app/login';
}

/** The current in-app path with query, used as the `redirect` target. */
export function currentAppPath(): string {
  const path = window.location.pathname.replace(/^\/app(?=\/|$)/, '') || '/';
  return path + window.location.search;
}
