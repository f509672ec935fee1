import type { Locale } from '@contract';
import { useLocalizedText } from './use-localized-text';

/**
 * A short content text (a guide's title) inline, in the visitor's language: a machine
 * translation where the content lacks it (the screen's notice labels those).
 */
export function LocalizedSpan({ text, className }: { text: Partial<Record<Locale, string>>; className?: string }) {
  const view = useLocalizedText(text);
  return <span className={className}>{view.text}</span>;
}
