// The assistant's second development set (bench/assistant-eval/dev2.json and dev2-holdout.json,
// issue 19), written before the assistant's mechanisms were generalised: every place in every
// language, every fact written in the catalogue for its place in the language asked, what a
// must-decline case asks about in no text of its place (or of any place, when it names none),
// and the two files the seeded split of their union.
import { describe, expect, it } from 'vitest';
import { splitSet } from '../../bench/assistant-eval/set-split';
import {
  type AnswerableCase,
  type DeclineCase,
  isDecline,
  KINDS,
  missingFacts,
  placeTexts,
  readPart,
  writtenAbsentTerms,
} from '../../bench/assistant-eval/cases';
import { contentCatalogue } from '../../content/scripts/lib/assistant-catalogue';
import { LOCALES } from '../../src/lib/contract/locales';

const dev2 = readPart('dev2');
const aside = readPart('dev2-holdout');
const cases = [...dev2, ...aside];
const answerable = cases.filter((c): c is AnswerableCase => !isDecline(c));
const declines = cases.filter((c): c is DeclineCase => isDecline(c));
const places = new Map(contentCatalogue().places.map((p) => [p.id, new Set(p.points.map((pt) => pt.id))]));

describe('the second dev set', () => {
  it('has 150 and more cases, unique ids, valid languages, kinds, places and points', () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    for (const c of cases) {
      expect(LOCALES, c.id).toContain(c.lang);
      expect(LOCALES, c.id).toContain(c.uiLang);
      expect(KINDS, c.id).toContain(c.kind);
      for (const id of [c.placeId, c.expectPlaceId, ...c.history.map((t) => t.placeId ?? null)])
        if (id !== null) expect(places.has(id), `${c.id}: ${id}`).toBe(true);
      if (c.pointId !== null) expect(places.get(c.placeId ?? '')?.has(c.pointId), c.id).toBe(true);
    }
  });

  it('asks about every place in every language, with follow-ups, pages, points and declines', () => {
    for (const lang of LOCALES) {
      const asked = new Set(answerable.filter((c) => c.lang === lang).map((c) => c.expectPlaceId));
      expect(
        [...places.keys()].filter((id) => !asked.has(id)),
        lang,
      ).toEqual([]);
      expect(declines.filter((c) => c.lang === lang).length, lang).toBeGreaterThanOrEqual(2);
    }
    expect(answerable.filter((c) => c.history.length > 0).length).toBeGreaterThanOrEqual(10);
    expect(answerable.filter((c) => c.pointId).length).toBeGreaterThanOrEqual(10);
    expect(answerable.filter((c) => c.lang !== c.uiLang).length).toBeGreaterThanOrEqual(3);
  });

  it('has every fact written in the catalogue for the place, in the language asked', () => {
    const missing = answerable.flatMap((c) => {
      const texts = c.expectPlaceId ? placeTexts(c.expectPlaceId, c.lang) : null;
      if (!texts) return [`${c.id}: no place text`];
      const points = (c.mustMentionPoints?.ids ?? []).filter((id) => !texts.pointNames.has(id));
      return [...missingFacts(texts.all, c.facts).map((i) => `${c.id}: ${c.facts[i]!.join(' | ')}`), ...points];
    });
    expect(missing).toEqual([]);
  });

  it('asks must-decline cases about what no text of the place (or of any place) says', () => {
    expect(writtenAbsentTerms(declines, [...places.keys()])).toEqual([]);
  });

  it('keeps a third aside, as the seeded split of the two files', () => {
    const split = splitSet('dev2', cases);
    expect(split.aside.map((c) => c.id)).toEqual(aside.map((c) => c.id));
    expect(split.develop.map((c) => c.id)).toEqual(dev2.map((c) => c.id));
    expect(aside.length / cases.length).toBeCloseTo(1 / 3, 1);
  });
});
