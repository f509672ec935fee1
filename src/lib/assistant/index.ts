// The assistant that answers from the catalogue (issue 19, docs/decisions/0059): retrieval over
// every passage in every language, an understanding of the question, and an extractive answer
// with its sources, or a plain decline. Pure: no DOM, no Node APIs; the server and the app's
// offline assistant both run it.
import type { Locale } from '../contract/locales';
import { section, sourcesOf, type Section } from './compose';
import { quote, type ComposeContext } from './context';
import { createNameFinder } from './names';
import { placePassages, textIn, type Passage } from './passages';
import { createPassageIndex, type PassageIndex } from './search';
import { fill, TEMPLATES } from './templates';
import { contentTerms } from './terms';
import { tokenize } from './text';
import { understand, type Catalogue, type Understanding } from './understand';
import type { AssistantAnswer, AssistantCatalogue, AssistantPlace, AssistantPoint, AssistantQuestion } from './types';

export type { Passage, PassageKind } from './passages';
export type * from './types';
export { contentTerms } from './terms';
export { detectLanguage } from './language';
export { TEMPLATES } from './templates';

/** How many of the question's subject words the best passage of an open question must hold. */
const OTHER_COVERAGE = 0.5;

export function createAssistant(catalogue: AssistantCatalogue) {
  const places = new Map(catalogue.places.map((p) => [p.id, p]));
  const pointPlace = new Map(catalogue.places.flatMap((place) => place.points.map((p) => [p.id, place] as const)));
  const c: Catalogue = {
    places,
    pointPlace,
    placeNames: createNameFinder(
      catalogue.places.map((p) => ({ id: p.id, names: [...Object.values(p.name), ...p.aliases] })),
    ),
    pointNames: createNameFinder(
      catalogue.places.flatMap((pl) => pl.points.map((p) => ({ id: p.id, names: Object.values(p.name) }))),
    ),
  };
  const indexes = new Map<string, PassageIndex>();
  const indexOf = (place: AssistantPlace, lang: Locale): PassageIndex => {
    const key = `${place.id}/${lang}`;
    let index = indexes.get(key);
    if (!index) {
      index = createPassageIndex([...placePassages(place, lang)]);
      indexes.set(key, index);
    }
    return index;
  };

  const readerOf = (q: AssistantQuestion) => (point: AssistantPoint) => {
    if (!point.locked) return true;
    const place = pointPlace.get(point.id);
    return !!q.unlocks && (q.unlocks.pointIds.includes(point.id) || (!!place && q.unlocks.placeIds.includes(place.id)));
  };
  const readable = (q: AssistantQuestion) => {
    const may = readerOf(q);
    return (p: Passage) =>
      !p.locked || !p.pointId || may(pointPlace.get(p.pointId)!.points.find((x) => x.id === p.pointId)!);
  };

  /** An open question ("other"): the place's passages that hold most of its subject words. */
  function openAnswer(ctx: ComposeContext, terms: string[], q: AssistantQuestion): Section | null {
    if (terms.length === 0) return null;
    const hits = ctx.index.search(ctx.query, readable(q)).slice(0, 3);
    const covered = (p: Passage) => {
      const words = new Set(tokenize(`${p.text} ${p.title}`));
      return (
        terms.filter(
          (t) =>
            words.has(t) || [...words].some((w) => w.length >= 5 && t.length >= 5 && w.slice(0, 5) === t.slice(0, 5)),
        ).length / terms.length
      );
    };
    const good = hits
      .filter((h) => covered(h.passage) >= OTHER_COVERAGE)
      .slice(0, 2)
      .map((h) => h.passage);
    if (good.length === 0) return null;
    const { lang, place } = ctx.u;
    return {
      kind: 'other',
      heading: fill(TEMPLATES[lang].label.other, { p: textIn(place.name, lang) }),
      body: quote(good, lang),
      passages: good,
      points: [],
    };
  }

  function decline(u: Understanding, reason: 'unknown' | 'whichPlace'): AssistantAnswer {
    const t = TEMPLATES[u.lang];
    const list = catalogue.places
      .slice(0, 6)
      .map((p) => textIn(p.name, u.lang))
      .join(t.separator);
    const text =
      reason === 'whichPlace'
        ? fill(t.whichPlace, { list })
        : `${t.decline} ${u.place ? fill(t.canAnswer, { p: textIn(u.place.name, u.lang) }) : fill(t.places, { list })}`;
    return {
      lang: u.lang,
      text,
      sources: [],
      declined: reason === 'unknown',
      kind: u.kinds[0] ?? 'other',
      placeId: u.place?.id ?? null,
      pointId: u.point?.id ?? null,
    };
  }

  function sectionsFor(q: AssistantQuestion): {
    u: Understanding;
    sections: Section[];
    declined?: 'unknown' | 'whichPlace';
  } {
    const u = understand(c, q);
    const terms = contentTerms(u.rest, u.lang);
    if (!u.place) {
      const knownSomewhere = (t: string) => catalogue.places.some((p) => indexOf(p, u.lang).knows(t));
      const asksKind = u.kinds.some((k) => k !== 'other');
      return { u, sections: [], declined: asksKind && terms.every(knownSomewhere) ? 'whichPlace' : 'unknown' };
    }
    const index = indexOf(u.place, u.lang);
    const unknown = terms.filter((t) => !index.knows(t));
    if (unknown.length > 0 && unknown.length * 2 >= terms.length) return { u, sections: [], declined: 'unknown' };
    const ctx: ComposeContext = { u: { ...u, place: u.place }, index, query: u.query, mayRead: readerOf(q) };
    const sections = u.kinds
      .map((k) => (k === 'other' ? openAnswer(ctx, terms, q) : section(ctx, k)))
      .filter((s): s is Section => s !== null);
    return { u, sections, declined: sections.length ? undefined : 'unknown' };
  }

  return {
    answer(q: AssistantQuestion): AssistantAnswer {
      const { u, sections, declined } = sectionsFor(q);
      if (declined || !u.place) return decline(u, declined ?? 'unknown');
      const text = sections
        .map((s) => (s.body.includes('\n') ? `${s.heading}\n\n${s.body}` : `${s.heading} ${s.body}`))
        .join('\n\n');
      return {
        lang: u.lang,
        text,
        sources: sourcesOf(u.place, sections, u.lang),
        declined: false,
        kind: sections[0]!.kind,
        placeId: u.place.id,
        pointId: u.point?.id ?? null,
      };
    },

    /** The passages that answer the question best, for a model to answer from and cite. */
    retrieve(q: AssistantQuestion, limit = 8): Passage[] {
      const { u, sections } = sectionsFor(q);
      const may = readable(q);
      const chosen = sections.flatMap((s) => s.passages);
      const pool = u.place ? [u.place] : catalogue.places;
      const hits = pool
        .flatMap((p) => indexOf(p, u.lang).search(u.query, may))
        .sort((a, b) => b.score - a.score)
        .map((h) => h.passage);
      return [...new Set([...chosen, ...hits])].filter(may).slice(0, limit);
    },
  };
}

export type Assistant = ReturnType<typeof createAssistant>;
