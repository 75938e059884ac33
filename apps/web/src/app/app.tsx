import { BrowserRouter, useRoutes } from 'react-router';
import { OverlayHost } from '../shared/ui/overlay-host';
import { routes } from './routes';

/** Everything below the router; the browser and the build-time pre-render wrap it in their own router. */
export function AppContent() {
  return (
    <>
      {useRoutes(routes)}
      <OverlayHost />
    </>
  );
}

/**
 * The root: history-mode router under /app, plus toasts and dialogs that outlive any one page.
 * The declarative router, not the data router: the console uses no loaders or actions, and the
 * data router would add ~16 KB gzip to the sign-in page (docs: README "Weight").
 */
export function App() {
  return (
    <BrowserRouter basename="/app">
      <AppContent />
    </BrowserRouter>
  );
}
