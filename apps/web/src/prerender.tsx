import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { Locale } from '@cloudphone/contract';
import { AppContent } from './app/app';
import { initI18n } from './shared/i18n/i18n';

/**
 * Build-time HTML of a public page in one language (scripts/prerender.mjs). The browser hydrates
 * it, so the sign-in form is on screen as soon as the HTML and its CSS arrive rather than after
 * the JavaScript has run. The tree must stay the one main.tsx hydrates: same routes, same
 * StrictMode, nothing loaded yet (branding and config arrive after hydration).
 */
export async function renderPage(pathname: string, locale: Locale): Promise<string> {
  await initI18n(locale).changeLanguage(locale);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter basename="/app" location={pathname}>
        <AppContent />
      </StaticRouter>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
