import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { TOKEN_COOKIE } from '@cloudphone/contract';
import { App } from './app/app';
import { decideNavigation } from './app/guard';
import { preloadRoute } from './app/routes';
import { startPushBridge } from './app/push/push-bridge';
import { applyBranding, loadBranding, loadGlobalConfig } from './shared/front/front-config';
import { initI18n } from './shared/i18n/i18n';
import { getLocale, rememberLocaleForServer } from './shared/i18n/locale';
import './shared/ui/tokens.css';
import './shared/ui/kit.css';

// When the console's code starts (its imports evaluated): a pre-rendered page paints before it.
performance.mark('cp:entry');
// A page the browser renders itself shows its decoration from its first frame (auth.css).
document.documentElement.classList.add('cp-painted');
const hasToken = document.cookie.includes(`${TOKEN_COOKIE}=`);
preloadRoute(location.pathname, hasToken);
initI18n();
rememberLocaleForServer(getLocale());
// Start the front config requests now, in parallel with the page chunk; pages reuse the promises.
loadBranding().then(applyBranding, () => undefined);
void loadGlobalConfig().catch(() => undefined);
startPushBridge();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The server sends some public pages pre-rendered (web-static.ts). They are hydrated only when the
// browser would render the same thing: same language, and no redirect by the guard.
const pathname = location.pathname.replace(/^\/app/, '') || '/';
const sameRender = root.dataset.prerendered === getLocale() && decideNavigation({ pathname, search: location.search, hasToken }) === null;
if (sameRender) {
  hydrateRoot(root, app);
} else {
  root.replaceChildren();
  delete root.dataset.prerendered;
  createRoot(root).render(app);
}
