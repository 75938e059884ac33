import { i18next } from './i18n';
import { getLocale } from './locale';

/** i18next's resource methods exist once it is initialised (main.tsx does it right after preloading). */
export const i18nReady = () =>
  i18next.isInitialized ? Promise.resolve() : new Promise<void>((resolve) => i18next.on('initialized', () => resolve()));

/**
 * A feature's strings, loaded with the feature in the current language only (so the sign-in
 * pages and the shell carry none of them) and added to the translations once; a failed load is
 * tried again next time.
 */
export function lazyMessages(loaders: Record<'zh-CN' | 'en-US', () => Promise<object>>): () => Promise<void> {
  let loading: Promise<void> | undefined;
  return () => {
    const locale = getLocale();
    loading ??= Promise.all([loaders[locale](), i18nReady()]).then(
      ([bundle]) => void i18next.addResourceBundle(locale, 'translation', bundle, true, false),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}
