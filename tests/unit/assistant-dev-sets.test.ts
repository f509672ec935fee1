// The assistant's third and fourth evaluation sets (bench/assistant-eval/dev3*.json and
// dev4*.json, issue 19), each written without sight of the assistant or of the earlier sets, to
// measure whether it generalises: about 200 cases spread over the 11 languages, the 14 places and
// the 13 kinds of question, every fact written in the catalogue for its place in the language
// asked, and what a must-decline case asks about in no text of its place (or of any place, when
// it names none). A seeded third of each is kept aside (set-split.ts): figures only, never tuned on.
import { describe, expect, it } from 'vitest';
import {
  type AnswerableCase,
  type DeclineCase,
  type EvalCase,
  isDecline,
  KINDS,
  missingFacts,
  normalize,
  placeTexts,
  readPart,
  writtenAbsentTerms,
} from '../../bench/assistant-eval/cases';
import { splitSet, type SplitSet } from '../../bench/assistant-eval/set-split';
import { contentCatalogue } from '../../content/scripts/lib/assistant-catalogue';
import { LOCALES } from '../../src/lib/contract/locales';

const places = new Map(contentCatalogue().places.map((p) => [p.id, new Set(p.points.map((pt) => pt.id))]));
const count = <T>(items: T[], key: (item: T) => string | null) => {
  const counts = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    if (k !== null) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
};

interface DevSet {
  set: SplitSet;
  name: string;
  /** At least this many answerable cases in each language. */
  answerablePerLanguage?: number;
  /** The share of must-decline cases, at least and at most. */
  declineShare?: readonly [number, number];
  /** Whether the practical kinds are asked most (the sets but the fifteenth: kinds evenly). */
  practicalMost?: boolean;
  /** The number of cases, at least and at most (about 200). */
  size?: readonly [number, number];
}

const DEV_SETS: DevSet[] = [
  { set: 'dev3', name: 'third' },
  { set: 'dev4', name: 'fourth' },
  { set: 'dev5', name: 'fifth' },
  { set: 'dev6', name: 'sixth' },
  { set: 'dev7', name: 'seventh' },
  { set: 'dev8', name: 'eighth' },
  { set: 'dev9', name: 'ninth' },
  { set: 'dev10', name: 'tenth' },
  { set: 'dev11', name: 'eleventh' },
  { set: 'dev12', name: 'twelfth' },
  { set: 'dev13', name: 'thirteenth' },
  // Weighted to what the guide must decline: 7 of each language's 20 cases.
  { set: 'dev14', name: 'fourteenth', answerablePerLanguage: 13, declineShare: [0.33, 0.37] },
  // Conversations: follow-ups, questions at a stop or on a place's page; 4 of 20 to decline.
  { set: 'dev15', name: 'fifteenth', answerablePerLanguage: 16, declineShare: [0.18, 0.22], practicalMost: false },
  // Weighted to the six languages the assistant answered worst (zh-Hant, ru, ms, fr, ko, en: 21
  // answerable and 3 to decline each; the five others 11 and 2).
  { set: 'dev16', name: 'sixteenth', answerablePerLanguage: 11 },
  // Weighted to what the guide must decline (5 of each language's 19 cases) and to questions as
  // people type them; written by a helper who saw neither the assistant's code nor the earlier sets.
  { set: 'dev17', name: 'seventeenth', answerablePerLanguage: 14, declineShare: [0.24, 0.29] },
  // Weighted to questions on the content itself (other, overview, highlights, story, bring,
  // accessibility, rules: two thirds) and to six languages (fr, ru, zh-Hant, ms, en, ko: 22
  // answerable and 3 to decline each; the five others 10 and 2).
  { set: 'dev18', name: 'eighteenth', answerablePerLanguage: 10, practicalMost: false },
  // Details the texts state, asked in other words (a third of it "other"), weighted as the eighteenth.
  { set: 'dev19', name: 'nineteenth', answerablePerLanguage: 10, practicalMost: false },
  // A new traveller's mix (16 answerable and 3 to decline in each language; a quarter follow-ups,
  // a fifth at a stop), the way an outside evaluation would ask.
  { set: 'dev20', name: 'twentieth', answerablePerLanguage: 16 },
  // The same mix, colloquial (slang, typos, no accents, two questions at once) in fr, ru,
  // zh-Hant, ms, en and ko.
  { set: 'dev21', name: 'twenty-first', answerablePerLanguage: 16 },
  // The same mix, half of its answerable questions the weakest kinds: other, accessibility,
  // rules, overview and bring.
  { set: 'dev22', name: 'twenty-second', answerablePerLanguage: 16, practicalMost: false },
  // 16 answerable and 5 to decline in each language: declines of every sort (live facts, things
  // no text holds, places outside the catalogue, errands, advice outside travel), and half of the
  // answerable questions accessibility, other, overview and rules.
  {
    set: 'dev23',
    name: 'twenty-third',
    answerablePerLanguage: 16,
    declineShare: [0.2, 0.26],
    practicalMost: false,
    size: [231, 231],
  },
  // The traveller's mix again, half of its answerable questions accessibility, other, overview
  // and story; the English, French, Russian and Traditional Chinese ones the most colloquial.
  { set: 'dev24', name: 'twenty-fourth', answerablePerLanguage: 16, practicalMost: false },
  // A new user's first questions: mostly practical, a quarter follow-ups, 3 to decline per language.
  { set: 'dev25', name: 'twenty-fifth', answerablePerLanguage: 16 },
  // What the guide must decline and what it must not: 6 of each language's 18 to decline, half of
  // them near misses (a detail no text of the place gives), and answerable ones that look as if
  // they were not.
  {
    set: 'dev26',
    name: 'twenty-sixth',
    answerablePerLanguage: 12,
    declineShare: [0.3, 0.36],
    practicalMost: false,
  },
  // Questions as spoken to the phone (voice input): fillers, little punctuation, run-on and
  // restated questions, dictation slips; the traveller's mix (16 answerable and 3 to decline per
  // language, a quarter follow-ups, a fifth at a stop).
  { set: 'dev27', name: 'twenty-seventh', answerablePerLanguage: 16 },
  // Typed on a phone (short, slang, no question mark), weighted to the four languages under 90%
  // aside (en, ru, zh-Hant, th: 18 answerable and 5 to decline each; the others 12 and 3), the
  // declines mostly near misses and questions that look answerable but are not.
  { set: 'dev28', name: 'twenty-eighth', answerablePerLanguage: 12, declineShare: [0.18, 0.24] },
  // Written by learners of the language and in mixed scripts, weighted like the twenty-eighth.
  { set: 'dev29', name: 'twenty-ninth', answerablePerLanguage: 12, declineShare: [0.18, 0.24] },
  // Choices and comparisons; declines weighted to vi and fr (6 of 18), most of them comparisons.
  { set: 'dev30', name: 'thirtieth', answerablePerLanguage: 12, declineShare: [0.18, 0.26] },
  // The traveller tells their situation (their time, who comes, their money, what they carry, what
  // they know, the season) and asks what follows; weighted to en, zh-Hant, th and de (18 and 5).
  { set: 'dev31', name: 'thirty-first', answerablePerLanguage: 12, declineShare: [0.18, 0.24] },
  // On the spot, asked during the visit: at a stop, from here, little time left, at the gate, tired;
  // weighted like the thirty-first.
  { set: 'dev32', name: 'thirty-second', answerablePerLanguage: 12, declineShare: [0.18, 0.24] },
  // A newcomer reading a place's page: half of the answerable questions overview, other,
  // accessibility, rules and bring; weighted to th, zh-Hant, de, en and vi (18 and 5), half of the
  // declines near misses.
  {
    set: 'dev33',
    name: 'thirty-third',
    answerablePerLanguage: 12,
    declineShare: [0.18, 0.24],
    practicalMost: false,
  },
  // An outside evaluator's set: every language alike (15 answerable, 2 or 3 to decline), every kind
  // asked, the practical ones a little more, declines of every sort.
  { set: 'dev34', name: 'thirty-fourth', answerablePerLanguage: 15 },
  // The conversation goes on: most answerable questions follow-ups that need the earlier turns;
  // weighted to th, zh-Hant, en, de and vi (18 and 5), most declines near misses.
  {
    set: 'dev35',
    name: 'thirty-fifth',
    answerablePerLanguage: 12,
    declineShare: [0.18, 0.24],
    practicalMost: false,
  },
  // In the museum: two thirds on the six museums and their exhibits, many at a stop, some named
  // by a description; every language alike (15 answerable, 2 or 3 to decline).
  { set: 'dev36', name: 'thirty-sixth', answerablePerLanguage: 15 },
  // Typed on a phone on the move: short and terse, some dictated with two things asked at once;
  // every language alike (15 answerable, 2 or 3 to decline), half of the declines near misses.
  { set: 'dev37', name: 'thirty-seventh', answerablePerLanguage: 15 },
  // The edges of what the texts say: a third to decline (live facts, contacts, services, prices
  // and rules not written, places nearby, opinions, health), most near misses; weighted to th,
  // zh-Hant, de, en, ms and ko (13 answerable and 7 to decline; the others 12 and 5).
  {
    set: 'dev38',
    name: 'thirty-eighth',
    answerablePerLanguage: 12,
    declineShare: [0.3, 0.36],
    practicalMost: false,
  },
  // What the texts tell beyond the practical: half of the answerable questions overview, other,
  // rules, accessibility and bring; every language alike (15 answerable, 2 or 3 to decline).
  { set: 'dev39', name: 'thirty-ninth', answerablePerLanguage: 15, practicalMost: false },
  // Declines and their look-alikes: a third to decline, weighted to ru, fr, ko, vi, en and de
  // (12 answerable and 7 to decline; the others 12 and 5), with answerable questions that look
  // as if they were not.
  {
    set: 'dev40',
    name: 'fortieth',
    answerablePerLanguage: 12,
    declineShare: [0.3, 0.36],
    practicalMost: false,
  },
  // An outside evaluator's traveller's mix: every language alike (16 answerable, 3 to decline),
  // every kind, the practical ones a little more, declines of every sort, most near misses.
  { set: 'dev41', name: 'forty-first', answerablePerLanguage: 16 },
  // The content kinds asked indirectly: half of the answerable questions other, overview, rules,
  // accessibility and bring; weighted to th, zh-Hant, de, en, ko and ms (16 answerable and 3 to
  // decline; the others 13 and 3), the declines mostly near misses.
  {
    set: 'dev42',
    name: 'forty-second',
    answerablePerLanguage: 13,
    declineShare: [0.13, 0.19],
    practicalMost: false,
  },
  // The content kinds asked as a worry or a plan: half of the answerable questions other, overview,
  // rules, accessibility and bring; weighted to de, ko, zh-Hant, ms, vi and en (16 answerable and 3 to
  // decline; the others 13 and 3), the declines mostly near misses.
  { set: 'dev43', name: 'forty-third', answerablePerLanguage: 13, declineShare: [0.13, 0.19], practicalMost: false },
  // Declines and their look-alikes: a third to decline, weighted to ru, de, fr, vi and en (12
  // answerable and 7 to decline; the others 12 and 5), the answerable ones details that look unanswerable.
  { set: 'dev44', name: 'forty-fourth', answerablePerLanguage: 12, declineShare: [0.3, 0.36], practicalMost: false },
  // An outside evaluator's traveller's mix, weighted to de, ko, zh-Hant and en (16 answerable and 3
  // to decline; the others 15 and 2), declines of every sort, most near misses.
  { set: 'dev45', name: 'forty-fifth', answerablePerLanguage: 15 },
  // Details the texts state asked in other words (a third of it other), many at a stop; weighted to
  // de, ko, zh-Hant, en, ms and vi (16 answerable and 3 to decline; the others 13 and 3).
  { set: 'dev46', name: 'forty-sixth', answerablePerLanguage: 13, declineShare: [0.13, 0.19], practicalMost: false },
  // Other, accessibility, rules and overview asked plainly (about 20 answerable each); weighted to
  // de, en, ko, zh-Hant, vi and ms (19-20 answerable and 5 to decline; the others 8 and 2).
  { set: 'dev47', name: 'forty-seventh', answerablePerLanguage: 8, declineShare: [0.18, 0.23], practicalMost: false },
  // The visitor's situation told before the question, sometimes as a request; all 11 languages
  // alike (14 answerable and 3-4 to decline each), a fifth to decline.
  { set: 'dev48', name: 'forty-eighth', answerablePerLanguage: 14, declineShare: [0.18, 0.24], practicalMost: false },
  // An outside evaluator's traveller's mix: every language alike (16 answerable, 3 to decline),
  // every kind, the practical ones a little more, a fifth follow-ups and a fifth at a stop.
  { set: 'dev49', name: 'forty-ninth', answerablePerLanguage: 16 },
  // Half of the answerable questions the content kinds asked with a worry or a plan; weighted to
  // de, en, ko, zh-Hant, vi and ms (18 answerable and 4 to decline; the others 12 and 3).
  { set: 'dev50', name: 'fiftieth', answerablePerLanguage: 12, declineShare: [0.16, 0.21], practicalMost: false },
];

describe.each(DEV_SETS)('the $name dev set', (devSet) => {
  const {
    set,
    answerablePerLanguage = 14,
    declineShare = [0.11, 0.16],
    practicalMost = true,
    size: [fewest, most] = [190, 220],
  } = devSet;
  const [fewestDeclines, mostDeclines] = declineShare;
  const develop = readPart(set);
  const aside = readPart(`${set}-holdout`);
  const cases: EvalCase[] = [...develop, ...aside];
  const answerable = cases.filter((c): c is AnswerableCase => !isDecline(c));
  const declines = cases.filter((c): c is DeclineCase => isDecline(c));

  it('has about 200 cases, unique ids, valid languages, kinds, places, points and turns', () => {
    expect(cases.length).toBeGreaterThanOrEqual(fewest);
    expect(cases.length).toBeLessThanOrEqual(most);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    expect(new Set(cases.map((c) => normalize(c.question))).size).toBe(cases.length);
    for (const c of cases) {
      expect(LOCALES, c.id).toContain(c.lang);
      expect(LOCALES, c.id).toContain(c.uiLang);
      expect(KINDS, c.id).toContain(c.kind);
      expect(c.id, c.id).toMatch(new RegExp(`^${set}-${c.lang}-${c.kind}-\\d{2}$`));
      expect(c.question.trim().length, c.id).toBeGreaterThan(0);
      for (const id of [c.placeId, c.expectPlaceId, ...c.history.map((t) => t.placeId ?? null)])
        if (id !== null) expect(places.has(id), `${c.id}: ${id}`).toBe(true);
      if (c.pointId !== null) expect(places.get(c.placeId ?? '')?.has(c.pointId), c.id).toBe(true);
      for (const turn of c.history) {
        expect(['user', 'assistant'], c.id).toContain(turn.role);
        expect(turn.content.trim().length, c.id).toBeGreaterThan(0);
        const point = turn.pointId ?? null;
        if (point !== null) expect(places.get(turn.placeId ?? '')?.has(point), c.id).toBe(true);
      }
      if (c.history.length > 0) expect(c.history[0]!.role, c.id).toBe('user');
    }
  });

  it('spreads the cases over languages, places and kinds, with follow-ups, pages, points and declines', () => {
    const byLang = count(answerable, (c) => c.lang);
    const declinesByLang = count(declines, (c) => c.lang);
    for (const lang of LOCALES) {
      expect(byLang.get(lang) ?? 0, lang).toBeGreaterThanOrEqual(answerablePerLanguage);
      expect(declinesByLang.get(lang) ?? 0, lang).toBeGreaterThanOrEqual(2);
    }
    const byPlace = count(cases, (c) => c.expectPlaceId);
    for (const place of places.keys()) expect(byPlace.get(place) ?? 0, place).toBeGreaterThanOrEqual(8);
    // Every kind is asked, the practical ones (hours, price, booking, directions, duration) most.
    const byKind = count(answerable, (c) => c.kind);
    for (const kind of KINDS) expect(byKind.get(kind) ?? 0, kind).toBeGreaterThanOrEqual(3);
    const practical = ['hours', 'price', 'booking', 'directions', 'duration'];
    const fewestPractical = Math.min(...practical.map((k) => byKind.get(k) ?? 0));
    if (practicalMost)
      for (const kind of KINDS.filter((k) => !practical.includes(k) && k !== 'story'))
        expect(byKind.get(kind) ?? 0, kind).toBeLessThanOrEqual(fewestPractical);
    expect(answerable.filter((c) => c.history.length > 0).length).toBeGreaterThanOrEqual(15);
    expect(answerable.filter((c) => c.pointId).length).toBeGreaterThanOrEqual(10);
    expect(answerable.filter((c) => c.placeId && !c.pointId && c.history.length === 0).length).toBeGreaterThanOrEqual(
      15,
    );
    expect(cases.filter((c) => c.lang !== c.uiLang).length).toBeGreaterThanOrEqual(5);
    expect(answerable.filter((c) => c.kind === 'itinerary').length).toBeGreaterThanOrEqual(5);
    expect(answerable.filter((c) => c.mustMentionPoints).length).toBeGreaterThanOrEqual(3);
    const share = declines.length / cases.length;
    expect(share).toBeGreaterThanOrEqual(fewestDeclines);
    expect(share).toBeLessThanOrEqual(mostDeclines);
  });

  it('has one or two short facts per answerable case, every alternative written for the place in the language asked', () => {
    for (const c of answerable) {
      expect(c.expectPlaceId, c.id).not.toBeNull();
      expect(c.facts.length, c.id).toBeGreaterThanOrEqual(1);
      expect(c.facts.length, c.id).toBeLessThanOrEqual(2);
      for (const fact of c.facts) {
        expect(fact.length, c.id).toBeGreaterThanOrEqual(1);
        for (const alt of fact) expect(normalize(alt).length, `${c.id}: ${alt}`).toBeGreaterThan(0);
      }
      if (c.mustMentionPoints) {
        expect(c.mustMentionPoints.atLeast, c.id).toBeGreaterThanOrEqual(1);
        expect(c.mustMentionPoints.atLeast, c.id).toBeLessThanOrEqual(c.mustMentionPoints.ids.length);
      }
    }
    const missing = answerable.flatMap((c) => {
      const texts = c.expectPlaceId ? placeTexts(c.expectPlaceId, c.lang) : null;
      if (!texts) return [`${c.id}: no place text`];
      const points = (c.mustMentionPoints?.ids ?? [])
        .filter((id) => !texts.pointNames.has(id))
        .map((id) => `${c.id}: no point ${id}`);
      // Every alternative, not only one of each fact, is written in the text asked about.
      const alternatives = c.facts.flat().filter((alt) => missingFacts(texts.all, [[alt]]).length > 0);
      return [
        ...missingFacts(texts.all, c.facts).map((i) => `${c.id}: ${c.facts[i]!.join(' | ')}`),
        ...alternatives.map((alt) => `${c.id}: alternative ${alt}`),
        ...points,
      ];
    });
    expect(missing).toEqual([]);
  });

  it('asks must-decline cases about what no text of the place (or of any place) says', () => {
    for (const c of declines) {
      expect('facts' in c, c.id).toBe(false);
      expect(c.absentTerms?.length ?? 0, c.id).toBeGreaterThanOrEqual(1);
    }
    expect(writtenAbsentTerms(declines, [...places.keys()])).toEqual([]);
  });

  it('keeps a third aside, as the seeded split of the two files', () => {
    const split = splitSet(set, cases);
    expect(split.aside.map((c) => c.id)).toEqual(aside.map((c) => c.id));
    expect(split.develop.map((c) => c.id)).toEqual(develop.map((c) => c.id));
    expect(aside.length / cases.length).toBeCloseTo(1 / 3, 1);
  });
});
