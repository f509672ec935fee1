import { DEFAULT_LOCALE, type Locale } from './contract';

/** Text in the visitor's language, else English, else Chinese (content fallback order). */
export function pickText(text: Partial<Record<Locale, string>> | null | undefined, locale: Locale): string {
  if (!text) return '';
  return text[locale] || text.en || text[DEFAULT_LOCALE] || '';
}
