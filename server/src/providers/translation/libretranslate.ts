// A real provider: any LibreTranslate-compatible server (POST /translate with q as a list).
import type { Locale } from '@contract';
import { ProviderError, type TranslationProvider } from './provider';

/** The app's locale codes as LibreTranslate names them. */
const VENDOR_CODES: Record<Locale, string> = {
  cn: 'zh',
  'zh-Hant': 'zt',
  en: 'en',
  fr: 'fr',
  ru: 'ru',
  vi: 'vi',
  th: 'th',
  ja: 'ja',
  ko: 'ko',
  ms: 'ms',
  de: 'de',
};

const TIMEOUT_MS = 15_000;

export function createLibreTranslateProvider(
  baseUrl: string,
  apiKey?: string,
  timeoutMs = TIMEOUT_MS,
): TranslationProvider {
  const endpoint = new URL('translate', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  return {
    name: 'libretranslate',
    async translate(texts, from, to) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            q: texts,
            source: VENDOR_CODES[from],
            target: VENDOR_CODES[to],
            format: 'text',
            api_key: apiKey,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new ProviderError(`translation provider unreachable: ${(error as Error).message}`);
      }
      const body = (await response.json().catch(() => null)) as { translatedText?: unknown; error?: unknown } | null;
      if (!response.ok) {
        throw new ProviderError(
          `translation provider answered ${response.status}: ${String(body?.error ?? 'no message')}`,
        );
      }
      const translated = body?.translatedText;
      const valid =
        Array.isArray(translated) &&
        translated.length === texts.length &&
        translated.every((t) => typeof t === 'string');
      if (!valid) throw new ProviderError('translation provider sent an answer of the wrong shape');
      return translated as string[];
    },
  };
}
