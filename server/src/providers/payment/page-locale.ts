// Which language a page of the server (not of the app) speaks: the `lang` the app adds when it
// opens the page, else the browser's Accept-Language, else cn, the product's default
// (docs/decisions/0050-sandbox-page-language.md).
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@contract/locales';

/** The app's own code; anything else is not an error on a page, just not a choice. */
const LangParam = z.enum(LOCALES);

/** A BCP 47 tag as browsers send it -> one of our locales, or null. */
export function localeOfTag(tag: string): Locale | null {
  const parts = tag.trim().toLowerCase().split(/[-_]/);
  const language = parts[0];
  if (language === 'zh') {
    // Traditional script, or the regions that write it: our zh-Hant; any other Chinese: cn.
    return parts.some((p) => p === 'hant' || p === 'tw' || p === 'hk' || p === 'mo') ? 'zh-Hant' : 'cn';
  }
  if (language === 'yue') return 'zh-Hant';
  return LOCALES.find((locale) => locale === language) ?? null;
}

/** The listed languages by their weight (q), the first one we speak; null when none. */
export function localeOfAcceptLanguage(header: string | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((entry, order) => {
      const [tag = '', ...params] = entry.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag, q: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.q > 0 && entry.tag.trim() !== '*')
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of ranked) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return null;
}

export function pageLocale(lang: string | undefined, acceptLanguage: string | undefined): Locale {
  const asked = LangParam.safeParse(lang);
  if (asked.success) return asked.data;
  return localeOfAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}
