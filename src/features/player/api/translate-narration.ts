// A machine translation of a narration, outside React (the spoken narration needs the text
// before anything renders): the same source choice, Dexie cache and batched endpoint as the
// pages' texts (features/translation). null when none can be had (offline, failure).
import type { LocalizedTextT, Locale } from '@contract';
import { machineTranslate, translationSource } from '@/features/translation';

export async function machineTranslation(text: LocalizedTextT, to: Locale): Promise<string | null> {
  const source = translationSource(text, to);
  return source ? machineTranslate(source.text, source.from, to) : null;
}
