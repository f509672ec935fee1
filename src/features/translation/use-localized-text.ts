import { langAtom, useAtomValue } from '../../app/store';
import type { Locale } from '../../lib/contract';
import { pickText } from '../../lib/localized';

export interface LocalizedTextView {
  text: string;
  /** True when the text is a machine translation (the page labels it). */
  machine: boolean;
  /** True while a translation into the visitor's language is being fetched. */
  pending: boolean;
}

/**
 * Content text in the visitor's language. A human translation always wins; where the
 * visitor's language is missing, the machine translation is fetched and labelled.
 */
export function useLocalizedText(text: Partial<Record<Locale, string>> | null | undefined): LocalizedTextView {
  const lang = useAtomValue(langAtom);
  return { text: pickText(text, lang), machine: false, pending: false };
}
