// The assistant's dev set (bench/assistant-eval/dev.json, issue 19), written apart from the
// tune/holdout split to measure how the assistant generalises: well formed, and every fact of
// every answerable case written in the catalogue, in the case's language, for its place.
import { describe, expect, it } from 'vitest';
import { isDecline, KINDS, missingFacts, placeTexts, readPart } from '../../bench/assistant-eval/cases';
import { LOCALES } from '../../src/lib/contract/locales';

const cases = readPart('dev');

describe('the dev set', () => {
  it('asks in every language and of every kind but the rarest, with unique ids', () => {
    expect(cases.length).toBeGreaterThanOrEqual(120);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    expect(new Set(cases.map((c) => c.lang))).toEqual(new Set(LOCALES));
    for (const c of cases) expect(KINDS).toContain(c.kind);
    expect(cases.filter(isDecline).length).toBeGreaterThanOrEqual(11);
  });

  it('has every fact written in the catalogue for the place, in the language asked', () => {
    const missing = cases.flatMap((c) => {
      if (isDecline(c)) return [];
      const texts = c.expectPlaceId ? placeTexts(c.expectPlaceId, c.lang) : null;
      if (!texts) return [`${c.id}: no place text`];
      return missingFacts(texts.all, c.facts).map((i) => `${c.id}: ${c.facts[i]!.join(' | ')}`);
    });
    expect(missing).toEqual([]);
  });
});
