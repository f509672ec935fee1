// The answer: for each kind asked, a heading in the answer's language and the content's own
// sentences that answer it (never paraphrased), or the itinerary built from the stops; the
// pages used as sources. What nothing answers is declined, plainly.
import type { Locale } from '../contract/locales';
import type { AskKind } from './cues-ask';
import { planVisit } from './itinerary';
import { quote, type ComposeContext } from './context';
import { textIn, type Passage } from './passages';
import { relevance, selectFor } from './select';
import { fill, TEMPLATES } from './templates';
import type { AssistantPlace, AssistantPoint, AssistantSource, QuestionKind } from './types';

export interface Section {
  kind: QuestionKind;
  heading: string;
  /** Quoted sentences, or lines of the assistant's own (a list). */
  body: string;
  passages: Passage[];
  points: AssistantPoint[];
}

function story(c: ComposeContext, point: AssistantPoint): Section | null {
  const { lang } = c.u;
  const t = TEMPLATES[lang];
  const name = textIn(point.name, lang);
  const own = c.index.passages.filter((p) => p.pointId === point.id);
  const facts = own.filter((p) => p.kind === 'facts');
  if (!c.mayRead(point)) {
    const body = [quote(facts, lang), fill(t.locked, { p: name })].filter(Boolean).join('\n\n');
    return { kind: 'story', heading: `**${name}**:`, body, passages: facts, points: [point] };
  }
  const narration = own.filter((p) => p.kind === 'narration');
  const rel = relevance(c.index, c.query, (p) => p.pointId === point.id && p.kind !== 'facts');
  // The opening of the story, then the sentences that match the question best.
  const chosen = new Set(narration.slice(0, 2));
  const matching = [...rel.entries()].filter(([, s]) => s >= 0.5).slice(0, 2);
  for (const [id] of matching) {
    const p = own.find((x) => x.id === id);
    if (p) chosen.add(p);
  }
  const ordered = [...chosen].sort((a, b) => (a.kind === b.kind ? a.order - b.order : a.kind === 'narration' ? -1 : 1));
  if (ordered.length === 0 && facts.length === 0) return null;
  return {
    kind: 'story',
    heading: `**${name}**:`,
    body: quote([...ordered, ...facts], lang),
    passages: [...ordered, ...facts],
    points: [point],
  };
}

function overview(c: ComposeContext): Section | null {
  const intro = c.index.passages.filter((p) => p.kind === 'intro').slice(0, 3);
  if (intro.length === 0) return null;
  const name = textIn(c.u.place.name, c.u.lang);
  return { kind: 'overview', heading: `**${name}**:`, body: quote(intro, c.u.lang), passages: intro, points: [] };
}

function highlights(c: ComposeContext): Section {
  const { lang, place } = c.u;
  const t = TEMPLATES[lang];
  const said = selectFor('highlights', c.index, lang, c.query);
  const names = place.points.map((p) => textIn(p.name, lang));
  const body = [quote(said, lang), fill(t.stops, { list: names.join(t.separator) })].filter(Boolean).join('\n\n');
  return {
    kind: 'highlights',
    heading: fill(t.label.highlights, { p: textIn(place.name, lang) }),
    body,
    passages: said,
    points: [],
  };
}

export function section(c: ComposeContext, kind: QuestionKind): Section | null {
  const { lang, place, point } = c.u;
  const heading = fill(TEMPLATES[lang].label[kind], { p: textIn(place.name, lang) });
  switch (kind) {
    case 'story':
      return point ? story(c, point) : overview(c);
    case 'overview':
      return point ? story(c, point) : overview(c);
    case 'highlights':
      return highlights(c);
    case 'itinerary': {
      const plan = planVisit(
        c,
        selectFor('hours', c.index, lang, c.query, 1),
        selectFor('duration', c.index, lang, c.query, 1),
      );
      return { kind, heading, ...plan };
    }
    case 'other':
      return null;
    default: {
      const passages = selectFor(kind as AskKind, c.index, lang, c.query);
      if (kind === 'duration' && passages.length === 0) {
        const plan = planVisit({ ...c, u: { ...c.u, budget: null } }, [], []);
        return plan.points.length ? { kind, heading, body: plan.total, passages: [], points: [] } : null;
      }
      return passages.length ? { kind, heading, body: quote(passages, lang), passages, points: [] } : null;
    }
  }
}

export function sourcesOf(place: AssistantPlace, sections: Section[], lang: Locale): AssistantSource[] {
  const sources: AssistantSource[] = [
    { kind: 'place', id: place.id, placeId: place.id, placeKind: place.kind, title: textIn(place.name, lang) },
  ];
  const points = new Set<AssistantPoint>();
  for (const s of sections) {
    for (const p of s.points) points.add(p);
    for (const p of s.passages) {
      const point = p.pointId ? place.points.find((x) => x.id === p.pointId) : undefined;
      if (point) points.add(point);
    }
  }
  for (const p of points)
    sources.push({ kind: 'point', id: p.id, placeId: place.id, placeKind: place.kind, title: textIn(p.name, lang) });
  return sources;
}
