import type { Locale } from '@contract';

export { useLocalizedText, translationSource, type LocalizedTextView } from './use-localized-text';
export { ContentText } from './content-text';
export { LocalizedSpan } from './localized-span';
export { useMachineTextReport } from './machine-text-report';

/** A machine translation (from Dexie, or asked for); the queue and Dexie load on first use. */
export async function machineTranslate(text: string, from: Locale, to: Locale): Promise<string | null> {
  const { machineTranslate: translate } = await import('./translation-queue');
  return translate(text, from, to);
}
