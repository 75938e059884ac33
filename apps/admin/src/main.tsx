import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@web/shared/ui/tokens.css';
import { App } from './app/app';
import { clearQueriesOnSignOut, createQueryClient } from './app/providers';
import { initI18n } from './shared/i18n/i18n';
import { followOtherTabs } from './shared/session/session-store';
import './app/admin.css';

initI18n();
followOtherTabs();
const queryClient = createQueryClient();
clearQueriesOnSignOut(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
