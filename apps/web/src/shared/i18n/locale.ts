import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale } from '@cloudphone/contract';

/** localStorage key of the chosen language (spec point 3, app state "locale", kept locally). */
export const LOCALE_KEY = 'locale';

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

export function getLocale(): Locale {
  try {
    const stored = localStorage.getItem(LOCALE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE; // storage can be blocked (private mode, sandboxed iframes)
  }
}

/** The server pre-renders the sign-in pages in this language; the browser hydrates only when they agree. */
export function rememberLocaleForServer(locale: Locale, doc: Pick<Document, 'cookie'> = document) {
  if (!doc.cookie.split('; ').includes(`${LOCALE_COOKIE}=${locale}`)) {
    doc.cookie = `${LOCALE_COOKIE}=${locale}; path=/app; max-age=31536000; samesite=lax`;
  }
}

/** Spec point 4: a language change stores the locale and reloads, so every string and the server's messages agree. */
export function changeLocale(locale: Locale, reload: () => void = () => window.location.reload()) {
  if (locale === getLocale()) return;
  localStorage.setItem(LOCALE_KEY, locale);
  rememberLocaleForServer(locale);
  reload();
}
