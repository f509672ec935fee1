// The payment provider's page opens in the visitor's language: the app names it in `lang`
// (docs/decisions/0050-sandbox-page-language.md); a provider that does not know the
// parameter ignores it.
import type { Locale } from '@contract';

export function payPageUrl(payUrl: string, lang: Locale, base: string = location.href): string {
  const url = new URL(payUrl, base);
  url.searchParams.set('lang', lang);
  return url.href;
}
