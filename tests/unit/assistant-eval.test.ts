// The assistant's evaluation set (bench/assistant-eval/) stays well formed and honest: every
// fact of every answerable case is written in the catalogue, in the case's language, for the
// place the case is about, so a grounded answer can contain it; what a must-decline case asks
// about is not in the catalogue; the two parts are the seeded split.
import { describe, expect, it } from 'vitest';
import {
  type AnswerableCase,
  type DeclineCase,
  isDecline,
  KINDS,
  missingFacts,
  normalize,
  placeTexts,
  readCases,
  writtenAbsentTerms,
} from '../../bench/assistant-eval/cases';
import { splitCases } from '../../bench/assistant-eval/split';
import { contentFiles } from '../../content/scripts/lib/content-texts';
import { LOCALES } from '../../src/lib/contract/locales';

const cases = readCases();
const answerable = cases.filter((c): c is AnswerableCase & { part: 'tune' | 'holdout' } => !isDecline(c));
const declines = cases.filter((c): c is DeclineCase & { part: 'tune' | 'holdout' } => isDecline(c));

// Place id → its point ids, from the content files.
const catalogue = new Map(
  contentFiles()
    .map(
      (f) =>
        f.json as {
          area?: { id: string };
          museum?: { id: string };
          points?: Array<{ id: string }>;
          exhibits?: Array<{ id: string }>;
        },
    )
    .filter((json) => json.area ?? json.museum)
    .map((json) => [(json.area ?? json.museum)!.id, new Set((json.points ?? json.exhibits ?? []).map((p) => p.id))]),
);
const count = <T>(list: T[], key: (x: T) => string) => {
  const counts = new Map<string, number>();
  for (const x of list) counts.set(key(x), (counts.get(key(x)) ?? 0) + 1);
  return counts;
};

describe('assistant evaluation set: shape', () => {
  it('has unique ids, valid languages and kinds, and places and points that exist', () => {
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    for (const c of cases) {
      expect(LOCALES, c.id).toContain(c.lang);
      expect(LOCALES, c.id).toContain(c.uiLang);
      expect(KINDS, c.id).toContain(c.kind);
      expect(c.question.trim(), c.id).not.toBe('');
      for (const placeId of [c.placeId, c.expectPlaceId, ...c.history.map((t) => t.placeId ?? null)]) {
        if (placeId !== null) expect(catalogue.has(placeId), `${c.id}: ${placeId}`).toBe(true);
      }
      if (c.pointId !== null) {
        expect(c.placeId, `${c.id}: a point is asked about on its place`).not.toBeNull();
        expect(catalogue.get(c.placeId!)?.has(c.pointId), `${c.id}: ${c.pointId}`).toBe(true);
      }
      for (const turn of c.history) {
        expect(['user', 'assistant'], c.id).toContain(turn.role);
        if (turn.pointId) expect(catalogue.get(turn.placeId ?? '')?.has(turn.pointId), c.id).toBe(true);
      }
    }
  });

  it('has at least 240 answerable cases over every place, at least 15 in every language, more in cn and en', () => {
    expect(answerable.length).toBeGreaterThanOrEqual(240);
    const perLang = count(answerable, (c) => c.lang);
    const others = LOCALES.filter((l) => l !== 'cn' && l !== 'en').map((l) => perLang.get(l) ?? 0);
    for (const lang of LOCALES) expect(perLang.get(lang) ?? 0, lang).toBeGreaterThanOrEqual(15);
    expect(perLang.get('cn')!).toBeGreaterThan(Math.max(...others));
    expect(perLang.get('en')!).toBeGreaterThan(Math.max(...others));
    for (const lang of LOCALES) {
      const places = new Set(answerable.filter((c) => c.lang === lang).map((c) => c.expectPlaceId));
      expect(
        [...catalogue.keys()].filter((id) => !places.has(id)),
        `places without a ${lang} case`,
      ).toEqual([]);
    }
  });

  it('asks every kind, and asks follow-ups, on a page, about a point, and across languages', () => {
    const kinds = new Set(answerable.map((c) => c.kind));
    expect(KINDS.filter((k) => !kinds.has(k))).toEqual([]);
    expect(answerable.filter((c) => c.history.length > 0).length).toBeGreaterThanOrEqual(10);
    expect(answerable.filter((c) => c.placeId && !c.pointId && c.history.length === 0).length).toBeGreaterThanOrEqual(
      10,
    );
    expect(answerable.filter((c) => c.pointId).length).toBeGreaterThanOrEqual(10);
    expect(answerable.filter((c) => c.lang !== c.uiLang).length).toBeGreaterThanOrEqual(3);
  });

  it('has at least 40 must-decline cases, in every language', () => {
    expect(declines.length).toBeGreaterThanOrEqual(40);
    const perLang = count(declines, (c) => c.lang);
    for (const lang of LOCALES) expect(perLang.get(lang) ?? 0, lang).toBeGreaterThanOrEqual(1);
  });

  it('keeps about 30% aside, as the seeded split of the two parts', () => {
    const holdout = cases.filter((c) => c.part === 'holdout').length;
    expect(holdout / cases.length).toBeGreaterThan(0.27);
    expect(holdout / cases.length).toBeLessThan(0.33);
    const split = splitCases(cases.map(({ part: _part, ...c }) => c));
    expect(split.holdout.map((c) => c.id)).toEqual(
      cases
        .filter((c) => c.part === 'holdout')
        .map((c) => c.id)
        .toSorted(),
    );
  });
});

describe('assistant evaluation set: answerable from the catalogue', () => {
  it('lists facts, each with alternatives, for every answerable case about a place', () => {
    for (const c of answerable) {
      expect(c.expectPlaceId, c.id).not.toBeNull();
      expect(c.facts.length, c.id).toBeGreaterThan(0);
      for (const alternatives of c.facts) {
        expect(alternatives.length, c.id).toBeGreaterThan(0);
        for (const alt of alternatives) expect(normalize(alt).length, c.id).toBeGreaterThan(0);
      }
    }
  });

  it("finds every fact in the place's text in the case's language", () => {
    const unsupported = answerable.flatMap((c) => {
      const texts = placeTexts(c.expectPlaceId!, c.lang);
      if (!texts) return [`${c.id}: no ${c.lang} text for ${c.expectPlaceId}`];
      return missingFacts(texts.all, c.facts).map((i) => `${c.id}: ${JSON.stringify(c.facts[i])}`);
    });
    expect(unsupported).toEqual([]);
  });

  it("asks for points of the case's place, named in its language", () => {
    for (const c of answerable.filter((x) => x.mustMentionPoints)) {
      const { ids, atLeast } = c.mustMentionPoints!;
      expect(atLeast, c.id).toBeGreaterThan(0);
      expect(atLeast, c.id).toBeLessThanOrEqual(ids.length);
      const names = placeTexts(c.expectPlaceId!, c.lang)!.pointNames;
      for (const id of ids) expect(names.has(id), `${c.id}: ${id}`).toBe(true);
    }
  });

  it('does not find what a must-decline case asks about in its place, in any language', () => {
    const asked = declines.filter((x) => x.absentTerms);
    for (const c of asked) expect(c.expectPlaceId, c.id).not.toBeNull();
    expect(writtenAbsentTerms(asked, [])).toEqual([]);
  });
});
