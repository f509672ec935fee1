// The app's pages an answer's sources link to (src/routes: poiDetail, museumDetail,
// pointDetail), as markdown under the answer, and the way back: the place and point an
// earlier answer was about, read from its links (so a follow-up keeps the conversation's place).
import { TEMPLATES } from './templates';
import type { AssistantAnswer, AssistantSource } from './types';

export function sourceHref(source: AssistantSource): string {
  const page = source.kind === 'point' ? 'pointDetail' : source.placeKind === 'museum' ? 'museumDetail' : 'poiDetail';
  return `/${page}?id=${encodeURIComponent(source.id)}`;
}

// Brackets would end the link text early.
const linkText = (title: string) => title.replace(/[[\]]/g, ' ').trim();

/** "Sources: [Mount Tai](/poiDetail?id=ta-mount-tai) · [Dai Temple](/pointDetail?id=…)", or ''. */
export function sourcesMarkdown(answer: Pick<AssistantAnswer, 'sources' | 'lang'>): string {
  if (answer.sources.length === 0) return '';
  const links = answer.sources.map((s) => `[${linkText(s.title)}](${sourceHref(s)})`);
  return `${TEMPLATES[answer.lang].sources} ${links.join(' · ')}`;
}

/** The place and point an answer's source links name (the first of each), if any. */
export function linkedContext(markdown: string): { placeId: string | null; pointId: string | null } {
  const place = /\]\(\/(?:poiDetail|museumDetail)\?id=([^)\s]+)\)/.exec(markdown);
  const point = /\]\(\/pointDetail\?id=([^)\s]+)\)/.exec(markdown);
  const id = (m: RegExpExecArray | null) => (m ? decodeURIComponent(m[1]!) : null);
  return { placeId: id(place), pointId: id(point) };
}
