import { i18next } from '../../shared/i18n/i18n';
import { i18nReady } from '../../shared/i18n/lazy-messages';
import { getLocale } from '../../shared/i18n/locale';
import type { phonesMoreZhCN } from './i18n/phones-more.zh-cn';
import type { phonesZhCN } from './i18n/phones.zh-cn';

/**
 * The phone pages' strings come in two parts, each loaded when first needed and only in the
 * current language, so neither the sign-in pages nor the shell carry them: `list` for the list
 * page (about 2 KB gzip) and `more` for its dialogs, table view and the recycle bin. Both merge
 * into the `phones` section.
 */
export type PhonesMessagesPart = 'list' | 'more';

const loaders: Record<PhonesMessagesPart, Record<'zh-CN' | 'en-US', () => Promise<typeof phonesZhCN | typeof phonesMoreZhCN>>> = {
  list: {
    'zh-CN': () => import('./i18n/phones.zh-cn').then((m) => m.phonesZhCN),
    'en-US': () => import('./i18n/phones.en-us').then((m) => m.phonesEnUS),
  },
  more: {
    'zh-CN': () => import('./i18n/phones-more.zh-cn').then((m) => m.phonesMoreZhCN),
    'en-US': () => import('./i18n/phones-more.en-us').then((m) => m.phonesMoreEnUS),
  },
};
const loading: Partial<Record<PhonesMessagesPart, Promise<void>>> = {};

/** Adds a part of the phone strings; resolves at once when it is already added. */
export function loadPhonesMessages(part: PhonesMessagesPart = 'list'): Promise<void> {
  const locale = getLocale();
  loading[part] ??= Promise.all([loaders[part][locale](), i18nReady()]).then(
    ([bundle]) => {
      i18next.addResourceBundle(locale, 'translation', bundle, true, false);
    },
    (error: unknown) => {
      delete loading[part];
      throw error;
    },
  );
  return loading[part];
}
