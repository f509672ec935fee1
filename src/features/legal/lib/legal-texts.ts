// Each legal text is its own small chunk, fetched only by the route that shows it (and
// precached with the rest of the build, so it opens offline). Routes may not import a
// feature's files directly, so they name the text and this module imports it.
import { LOCALE_BCP47 } from '@contract';

const TEXTS = {
  'privacy.cn': () => import('../texts/privacy.cn.md?raw'),
  'privacy.en': () => import('../texts/privacy.en.md?raw'),
  'privacy.fr': () => import('../texts/privacy.fr.md?raw'),
  'agreement.cn': () => import('../texts/agreement.cn.md?raw'),
  'agreement.en': () => import('../texts/agreement.en.md?raw'),
  'agreement.fr': () => import('../texts/agreement.fr.md?raw'),
  'third-party.cn': () => import('../texts/third-party.cn.md?raw'),
  'third-party.en': () => import('../texts/third-party.en.md?raw'),
} satisfies Record<string, () => Promise<{ default: string }>>;

export type LegalTextKey = keyof typeof TEXTS;

/** The locale a text is written in. */
export function legalTextLocale(key: LegalTextKey): 'cn' | 'en' | 'fr' {
  return key.slice(key.lastIndexOf('.') + 1) as 'cn' | 'en' | 'fr';
}

/** The language of a text, as a BCP 47 tag for its `lang` attribute. */
export function legalTextLang(key: LegalTextKey): string {
  return LOCALE_BCP47[legalTextLocale(key)];
}

const loaded = new Map<LegalTextKey, Promise<string>>();

/** One promise per text, so React's `use()` sees the same promise on every render. */
export function loadLegalText(key: LegalTextKey): Promise<string> {
  let promise = loaded.get(key);
  if (!promise) {
    promise = TEXTS[key]().then((module) => module.default);
    // A failed chunk load (offline before the precache finished) may be retried later.
    promise.catch(() => loaded.delete(key));
    loaded.set(key, promise);
  }
  return promise;
}
