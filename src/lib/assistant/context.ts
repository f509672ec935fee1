// What composing an answer works from, shared by the composer and the itinerary.
import type { Locale } from '../contract/locales';
import type { Passage } from './passages';
import type { PassageIndex } from './search';
import type { Understanding } from './understand';
import type { AssistantPlace, AssistantPoint } from './types';

export interface ComposeContext {
  u: Understanding & { place: AssistantPlace };
  index: PassageIndex;
  /** The folded question without the names: what BM25 ranks by. */
  query: string;
  mayRead: (point: AssistantPoint) => boolean;
}

const joiner = (lang: Locale) => (lang === 'cn' || lang === 'zh-Hant' || lang === 'ja' ? '' : ' ');
export const quote = (ps: Passage[], lang: Locale) => ps.map((p) => p.text).join(joiner(lang));
