// Which text a machine translation into a locale starts from: Chinese for Traditional
// Chinese, else English, else Chinese. The app asks for it and the server packages it.
import type { Locale } from './locales';

export function translationSource(
  text: Partial<Record<Locale, string>>,
  to: Locale,
): { from: Locale; text: string } | null {
  const order: Locale[] = to === 'zh-Hant' ? ['cn', 'en'] : ['en', 'cn'];
  for (const from of order) {
    const source = text[from];
    if (source && from !== to) return { from, text: source };
  }
  return null;
}
