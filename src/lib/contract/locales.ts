// The 11 interface and content locales of spec point 9. `cn` is the stored default code
// the spec asks for; `bcp47` is what Intl, plurals and speech voices need.
export const LOCALES = ['cn', 'en', 'fr', 'ru', 'zh-Hant', 'vi', 'th', 'ja', 'ko', 'ms', 'de'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'cn';

/**
 * The cookie the app keeps with the chosen locale (its choice lives in local storage, which the
 * server cannot read), so that a page the server draws is drawn in it.
 */
export const LANG_COOKIE = 'lang';

export const LOCALE_BCP47: Record<Locale, string> = {
  cn: 'zh-Hans',
  en: 'en',
  fr: 'fr',
  ru: 'ru',
  'zh-Hant': 'zh-Hant',
  vi: 'vi',
  th: 'th',
  ja: 'ja',
  ko: 'ko',
  ms: 'ms',
  de: 'de',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
