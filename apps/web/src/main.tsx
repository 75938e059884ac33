import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TOKEN_COOKIE } from '@cloudphone/contract';
import { App } from './app/app';
import { preloadRoute } from './app/routes';
import { startPushBridge } from './app/push/push-bridge';
import { applyBranding, loadBranding, loadGlobalConfig } from './shared/branding/front-config';
import { initI18n } from './shared/i18n/i18n';
import './shared/ui/tokens.css';
import './shared/ui/kit.css';

preloadRoute(location.pathname, document.cookie.includes(`${TOKEN_COOKIE}=`));
initI18n();
// Start the front config requests now, in parallel with the page chunk; pages reuse the promises.
loadBranding().then(applyBranding, () => undefined);
void loadGlobalConfig().catch(() => undefined);
startPushBridge();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
