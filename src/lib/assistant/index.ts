// The assistant that answers from the catalogue (issue 19, docs/decisions/0059): retrieval over
// every passage in every language, an understanding of the question, and an extractive answer
// with its sources, or a plain decline. Pure: no DOM, no Node APIs; the server and the app's
// offline assistant both run it.
import { LOCALES, type Locale } from '../contract/locales';
import { pointAnswer, section, sourcesOf, type Section } from './compose';
import { quote, type ComposeContext } from './context';
import { createNameFinder } from './names';
import { placePassages, textIn, type Passage } from './passages';
import { createPassageIndex, type PassageIndex } from './search';
import { fill, TEMPLATES } from './templates';
import { says, speaksOf, topicsOf } from './cues';
import type { AskKind } from './cues-ask';
import { isStopword } from './stopwords';
import { contentTerms } from './terms';
import { fold, tokenize } from './text';
import { understand, type Catalogue, type Understanding } from './understand';
import type { AssistantAnswer, AssistantCatalogue, AssistantPlace, AssistantPoint, AssistantQuestion } from './types';

export type { Passage, PassageKind } from './passages';
export type * from './types';
export { contentTerms } from './terms';
export { detectLanguage } from './language';
export { TEMPLATES } from './templates';
export { linkedContext, sourceHref, sourcesMarkdown } from './links';
export { museumPlace, scenicPlace, type CompleteText } from './catalogue';

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
      (word) => isStopword(word) || (spread().get(word) ?? 0) >= 3,
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

  // In how many places' texts (any language) each term occurs: built once, when first needed.
  let places_: Map<string, number> | null = null;
  function spread(): Map<string, number> {
    if (places_) return places_;
    const counts = new Map<string, Set<string>>();
    for (const place of catalogue.places)
      for (const lang of LOCALES)
        for (const term of indexOf(place, lang).vocabulary) {
          if (!counts.has(term)) counts.set(term, new Set());
          counts.get(term)!.add(place.id);
        }
    places_ = new Map([...counts].map(([term, ids]) => [term, ids.size]));
    return places_;
  }

  // A passage's words and folded text, worked out once: open answers read them for every question.
  const words = new Map<string, Set<string>>();
  const folded = new Map<string, string>();
  const wordsOf = (p: Passage) => {
    let set = words.get(p.id);
    if (!set) words.set(p.id, (set = new Set(tokenize(`${p.text} ${p.title}`))));
    return set;
  };
  const foldedOf = (p: Passage) => {
    let text = folded.get(p.id);
    if (text === undefined) folded.set(p.id, (text = fold(p.text)));
    return text;
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

  /**
   * The passages that hold most of the question's subject words (an open question, or what a
   * kind's sentences leave out); `only` narrows them (a point's, a subject's).
   */
  function openAnswer(ctx: ComposeContext, terms: string[], q: AssistantQuestion, only?: (p: Passage) => boolean) {
    if (terms.length === 0) return null;
    const may = (p: Passage) => readable(q)(p) && (!only || only(p));
    const covered = (p: Passage) => {
      const words = wordsOf(p);
      // A word's start ("crowd" in "crowded") or, for a long word, a part ("rodelbahn" in "sommerrodelbahn").
      const has = (t: string) =>
        words.has(t) ||
        (t.length >= 5 && [...words].some((w) => w.startsWith(t.slice(0, 5)) || (t.length >= 6 && w.includes(t))));
      return terms.filter(has).length / terms.length;
    };
    // BM25 on the subject words; long words also by a scan (a compound holds them).
    const found = ctx.index.search(terms.join(' '), may).map((h) => h.passage);
    const scanned = ctx.index.passages.filter(
      (p) => may(p) && terms.some((t) => t.length >= 6 && foldedOf(p).includes(t)),
    );
    const ranked = [...new Set([...found.slice(0, 8), ...scanned])]
      .map((p) => ({ p, cover: covered(p) }))
      .filter((x) => x.cover >= OTHER_COVERAGE)
      .sort((a, b) => b.cover - a.cover)
      .map((x) => x.p);
    // The place's own texts first, and the best stop's story that speaks of it too (where to see
    // the sunrise is told at that summit), under the stop's name.
    const general = ranked.filter((p) => p.pointId === null).slice(0, 2);
    const told = ranked.find((p) => p.pointId !== null);
    if (general.length === 0 && !told) return null;
    const { lang, place } = ctx.u;
    const point = told ? place.points.find((x) => x.id === told.pointId) : undefined;
    const parts = [
      general.length
        ? `${fill(TEMPLATES[lang].label.other, { p: textIn(place.name, lang) })} ${quote(general, lang)}`
        : '',
      told && point ? `**${textIn(point.name, lang)}**: ${told.text}` : '',
    ].filter(Boolean);
    const [heading, ...rest] = parts.join('\n\n').split(/(?<=:|：) /u);
    const section: Section = {
      kind: 'other',
      heading: heading!,
      body: rest.join(' '),
      passages: [...general, ...(told ? [told] : [])],
      points: point ? [point] : [],
    };
    return section;
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
      kind: u.kinds[0] === 'tips' ? 'other' : (u.kinds[0] ?? 'other'),
      placeId: u.place?.id ?? null,
      pointId: u.point?.id ?? null,
    };
  }

  /** A word no text of the catalogue uses, in any language: likely a place or thing it does not have. */
  const unheardOf = (terms: string[]) => {
    const unknown = terms.filter((t) => !/\d/.test(t) && !spread().has(t));
    // A Chinese or Japanese name of three characters or more leaves two unknown character pairs.
    const pairs = unknown.filter((t) => /^[\p{Script=Han}\p{Script=Katakana}ー\p{Script=Hangul}]{2}$/u.test(t));
    return unknown.some((t) => t.length >= 4 && !pairs.includes(t)) || pairs.length >= 2;
  };

  /** Latin and Cyrillic words name a place when written with a capital inside the sentence ("the Louvre"). */
  const namesSomething = (question: string) => {
    const capitalised = new Set(
      question
        .split(/\s+/)
        .slice(1)
        .filter((w) => /^\p{Lu}/u.test(w))
        .flatMap((w) => tokenize(w)),
    );
    return (term: string) => !/^[\p{Script=Latin}\p{Script=Cyrillic}]+$/u.test(term) || capitalised.has(term);
  };

  type Outcome = { u: Understanding; sections: Section[]; declined?: 'unknown' | 'whichPlace' };

  function sectionsFor(q: AssistantQuestion): Outcome {
    const u = understand(c, q);
    // The subjects asked of are read in the whole question (a cue word may name one: "train times").
    const subject = topicsOf(u.said, u.lang);
    const terms = contentTerms(topicsOf(u.rest, u.lang).rest, u.lang);
    if (!u.place) {
      const asks = u.kinds.some((k) => k !== 'other');
      return {
        u,
        sections: [],
        declined: asks && !subject.topics.length && !unheardOf(terms) ? 'whichPlace' : 'unknown',
      };
    }
    // A place known only from the page or the conversation, and a name the catalogue never
    // uses: the question is about somewhere else ("the Louvre's hours?").
    if (!u.named && !u.point && unheardOf(terms.filter(namesSomething(q.question))))
      return { u, sections: [], declined: 'unknown' };
    const index = indexOf(u.place, u.lang);
    const ctx: ComposeContext = { u: { ...u, place: u.place }, index, query: u.query, mayRead: readerOf(q) };
    if (subject.topics.length) {
      // Lodging, food, money...: only a sentence that speaks of it, and of what else is asked.
      const asked = u.kinds.filter((k): k is AskKind => ['price', 'hours', 'booking', 'duration'].includes(k));
      // Practical matters are in the place's own texts, not in a stop's story ("weathering").
      const fits = (p: Passage) =>
        p.pointId === null &&
        subject.topics.some((t) => speaksOf(t, p.text, u.lang)) &&
        asked.every((k) => says(k, p.text, u.lang) > 0);
      const found = terms.length ? openAnswer(ctx, terms, q, fits) : topicAnswer(ctx, fits);
      return found ? { u, sections: [found] } : { u, sections: [], declined: 'unknown' };
    }
    const sections = u.kinds
      .map((k) => (k === 'other' ? null : section(ctx, k)))
      .filter((s): s is Section => s !== null);
    // A question on a stop that asks something else of it (how long the lift takes, may I hike on).
    if (u.point && !sections.some((s) => s.kind === 'story')) {
      const told = pointAnswer(ctx, u.point, u.kinds);
      if (told) sections.push(told);
    }
    // What the kinds' sentences leave out of the question, a passage may hold (the point's first).
    const quoted = new Set(sections.flatMap((s) => s.passages.map((p) => p.id)));
    const left = terms.filter((t) => !sections.some((s) => s.passages.some((p) => tokenize(p.text).includes(t))));
    if (left.length) {
      const onPoint = u.point ? openAnswer(ctx, left, q, (p) => p.pointId === u.point!.id && !quoted.has(p.id)) : null;
      // About a stop, only its own story may add to the answer: elsewhere a word like "old" is loose.
      const extra = u.point ? onPoint : openAnswer(ctx, left, q, (p) => !quoted.has(p.id));
      if (extra) sections.push(extra);
    }
    return { u, sections, declined: sections.length ? undefined : 'unknown' };
  }

  /** The best sentence that speaks of a subject, when the question says nothing else. */
  function topicAnswer(ctx: ComposeContext, fits: (p: Passage) => boolean): Section | null {
    const found = ctx.index.passages.filter(fits).slice(0, 2);
    if (found.length === 0) return null;
    const { lang, place } = ctx.u;
    const heading = fill(TEMPLATES[lang].label.other, { p: textIn(place.name, lang) });
    return { kind: 'other', heading, body: quote(found, lang), passages: found, points: [] };
  }

  return {
    placeIds: (): string[] => catalogue.places.map((p) => p.id),

    /** Counts the terms of every place (after the indexes are built): names are then found at once. */
    warmNames(): void {
      spread();
    },

    /** Builds one place's index in one language ahead of the first question (none: all). */
    warm(placeId?: string, lang?: Locale): void {
      const langs = lang ? [lang] : LOCALES;
      for (const place of catalogue.places)
        if (!placeId || place.id === placeId) for (const l of langs) indexOf(place, l);
    },

    answer(q: AssistantQuestion): AssistantAnswer {
      const { u, sections, declined } = sectionsFor(q);
      if (declined || !u.place) return decline(u, declined ?? 'unknown');
      const text = sections
        .map((s) =>
          s.body.includes('\n')
            ? `${s.heading}\n\n${s.body}`
            : `${s.heading}${s.heading.endsWith('：') ? '' : ' '}${s.body}`,
        )
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
