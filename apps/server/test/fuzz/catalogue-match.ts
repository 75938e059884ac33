import { LOCALES, messages, serverMessages, type Locale } from '@cloudphone/contract';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every catalogue text of one language as a pattern, `{name}` placeholders matching any value. */
const patterns = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.values({ ...messages, ...serverMessages }).map(
      (entry) =>
        new RegExp(
          `^${entry[locale]
            .split(/\{\w+\}/)
            .map(escape)
            .join('.+')}$`,
          's',
        ),
    ),
  ]),
) as Record<Locale, RegExp[]>;

/** Whether `msg` is a message of the catalogue in `locale` (so the caller got a translated text). */
export const isCatalogueText = (msg: string, locale: Locale) => patterns[locale].some((p) => p.test(msg));
