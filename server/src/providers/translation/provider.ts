// A machine-translation vendor, as the translator sees it.
import type { Locale } from '@contract';

/** A name and how it is written in the target language (place and point names). */
export interface GlossaryEntry {
  source: string;
  target: string;
}

export interface TranslateOptions {
  /** Names to use as given; providers that cannot take a glossary ignore it. */
  glossary?: GlossaryEntry[];
}

export interface TranslationProvider {
  /** Reported to the app as `provider` and stored beside each translation. */
  readonly name: string;
  /** One translation per text, in order; throws when the vendor cannot be reached or refuses. */
  translate(texts: string[], from: Locale, to: Locale, options?: TranslateOptions): Promise<string[]>;
}

export class ProviderError extends Error {
  override name = 'ProviderError';
}
