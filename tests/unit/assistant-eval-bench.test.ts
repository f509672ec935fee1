// The evaluation bench scores what it should: an answer made of the catalogue's own passages
// (the sentences holding the facts, in the case's language) passes every answerable case and a
// decline passes every must-decline case; the same answer in another language, a decline of an
// answerable question, a loosely related passage and an answer to a must-decline question fail.
import { describe, expect, it } from 'vitest';
import { runEval } from '../../bench/assistant-eval.ts';
import {
  type AnswerableCase,
  type EvalCase,
  isDecline,
  normalize,
  type PartCase,
  placeTexts,
  readCases,
} from '../../bench/assistant-eval/cases';
import { guessLanguage } from '../../bench/assistant-eval/language';
import type { AssistantAnswer, AssistantQuestion } from '../../src/lib/assistant/types';
import type { Locale } from '../../src/lib/contract/locales';

const cases = readCases();
const byQuestion = new Map(
  cases.map((c) => [JSON.stringify([c.question, c.uiLang, c.placeId, c.pointId, c.history]), c]),
);
const caseOf = (q: AssistantQuestion) =>
  byQuestion.get(JSON.stringify([q.question, q.uiLang, q.placeId, q.pointId, q.history]))!;

/** The paragraphs of the place's text in `lang` that hold one of the case's facts. */
function passages(c: EvalCase, lang: Locale): string {
  if (isDecline(c)) return '';
  const texts = placeTexts(c.expectPlaceId!, lang)!;
  const paragraphs = texts.all.split('\n').filter(Boolean);
  const wanted = c.facts.flat().map(normalize);
  const used = paragraphs.filter((p) => wanted.some((fact) => normalize(p).includes(fact)));
  const points = (c.mustMentionPoints?.ids ?? []).map((id) => texts.pointNames.get(id)!);
  return [...used, ...points].join('\n');
}

const answer = (c: EvalCase, text: string, declined: boolean): AssistantAnswer => ({
  lang: c.lang,
  text,
  sources: [],
  declined,
  kind: c.kind,
  placeId: c.expectPlaceId,
  pointId: c.pointId,
});

const oracle = (q: AssistantQuestion) => {
  const c = caseOf(q);
  return isDecline(c) ? answer(c, 'Sorry, the catalogue does not say.', true) : answer(c, passages(c, c.lang), false);
};

describe('assistant evaluation bench', () => {
  it("scores the catalogue's own passages right on every case", async () => {
    const { results, summary } = await runEval(oracle, cases);
    expect(results.filter((r) => !r.correct).map((r) => r.id)).toEqual([]);
    for (const part of ['tune', 'holdout'] as const) {
      expect(summary.parts[part]!.answerable.correct).toBe(summary.parts[part]!.answerable.total);
      expect(summary.parts[part]!.declines.correct).toBe(summary.parts[part]!.declines.total);
      expect(summary.parts[part]!.falseDeclines.correct).toBe(0);
    }
  });

  it('fails the same passages in the wrong language', async () => {
    const pairs: Array<[Locale, Locale]> = [
      ['cn', 'zh-Hant'],
      ['zh-Hant', 'cn'],
      ['fr', 'en'],
      ['de', 'en'],
      ['ms', 'en'],
      ['en', 'cn'],
      ['ja', 'cn'],
      ['vi', 'fr'],
    ];
    for (const [lang, other] of pairs) {
      const picked = cases.filter((c): c is PartCase => c.lang === lang && !isDecline(c)).slice(0, 5);
      const { results } = await runEval((q) => {
        const c = caseOf(q);
        return answer(c, passages(c, other), false);
      }, picked);
      for (const r of results) {
        expect(r.languageOk, `${r.id} answered in ${other}`).toBe(false);
        expect(r.correct, r.id).toBe(false);
      }
    }
  });

  it('fails a decline of an answerable case, an answer to a must-decline one, and a loosely related passage', async () => {
    const tai = cases.find((c) => c.id === 'en-duration-01') as AnswerableCase & PartCase;
    const director = cases.find((c) => c.id === 'en-decline-01')!;
    const loose = { ...tai, id: 'loose', question: 'how long to climb mount tai' };
    const intro = (placeId: string) =>
      placeTexts(placeId, 'en')!
        .all.split('\n')
        .find((p) => p.length > 300)!;
    const replies = new Map([
      [tai.question, answer(tai, "Sorry, I don't know: the catalogue does not answer that.", true)],
      [director.question, answer(director, intro('bj-palace-museum'), false)],
      [loose.question, answer(loose, intro('ta-mount-tai'), false)],
    ]);
    const { results, summary } = await runEval((q) => replies.get(q.question)!, [tai, director, loose]);
    expect(results.map((r) => r.correct)).toEqual([false, false, false]);
    expect(results[2]!.missing).toEqual(tai.facts);
    const falseDeclines = Object.values(summary.parts).reduce((n, part) => n + part.falseDeclines.correct, 0);
    expect(falseDeclines).toBe(1);
  });

  it('tells the languages of the catalogue apart', () => {
    for (const lang of ['cn', 'zh-Hant', 'en', 'fr', 'de', 'ms', 'vi', 'ru', 'th', 'ja', 'ko'] as const) {
      expect(guessLanguage(placeTexts('hz-west-lake', lang)!.all).lang, lang).toBe(lang);
    }
  });
});
