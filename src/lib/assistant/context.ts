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

/** The languages whose sentences follow one another with no space between. */
export const cjk = (lang: Locale) => lang === 'cn' || lang === 'zh-Hant' || lang === 'ja';
/** A text that ends as a sentence does; an address or a name does not. */
const ENDED = /[.!?。！？…:：;；」』"'”»]$/u;
/**
 * The passages' texts in a row. One that does not end as a sentence (an address) gets the
 * language's full stop, so that the next is not read as its continuation ("…Dongcheng, Beijing
 * The route is one-way"). Thai marks a sentence's end with the space alone.
 */
export const quote = (ps: Passage[], lang: Locale) =>
  ps
    .map((p, i) => {
      const text = p.text.trimEnd();
      if (i === ps.length - 1 || lang === 'th' || ENDED.test(text)) return text;
      return `${text}${cjk(lang) ? '。' : '.'}`;
    })
    .join(cjk(lang) ? '' : ' ');
