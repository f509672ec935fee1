// A machine-translation vendor, as the translator sees it.
import type { Locale } from '@contract';

export interface TranslationProvider {
  /** Reported to the app as `provider` and stored beside each translation. */
  readonly name: string;
  /** One translation per text, in order; throws when the vendor cannot be reached or refuses. */
  translate(texts: string[], from: Locale, to: Locale): Promise<string[]>;
}

export class ProviderError extends Error {
  override name = 'ProviderError';
}
