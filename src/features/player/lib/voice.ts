// The speech voice of a locale: the language list's `voice` (spec point 3: "a speech voice
// identifier for audio"), the built-in list before the server's arrives, else its BCP 47 tag.
import { BUILT_IN_LANGUAGES } from '@/lib/languages';
import { appStore, languageListAtom } from '@/lib/store';
import { LOCALE_BCP47, type Locale } from '@contract';

export function voiceFor(locale: Locale): string {
  const list = appStore.get(languageListAtom) ?? BUILT_IN_LANGUAGES;
  const voice =
    list.find((item) => item.id === locale)?.voice ?? BUILT_IN_LANGUAGES.find((item) => item.id === locale)?.voice;
  return voice || LOCALE_BCP47[locale];
}
