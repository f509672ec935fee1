// How one answer is scored, and the figures over all of them. An answerable case is correct when
// the answer is not a decline, contains every fact (one alternative of each), is written in the
// case's language, and names enough of `mustMentionPoints`; a must-decline case is correct when
// the answer declines.
import type { AssistantAnswer, QuestionKind } from '../../src/lib/assistant/types';
import type { Locale } from '../../src/lib/contract/locales';
import {
  type AnswerableCase,
  isDecline,
  missingFacts,
  normalize,
  type Part,
  type PartCase,
  placeTexts,
  pointNameForms,
} from './cases';
import { guessLanguage, isInLanguage } from './language';

export interface CaseResult {
  id: string;
  part: Part;
  lang: Locale;
  kind: QuestionKind;
  mustDecline: boolean;
  correct: boolean;
  declined: boolean;
  /** The answer is in the case's language. */
  languageOk: boolean;
  /** The answer's place is the one the case is about (answerable cases that name one). */
  placeOk: boolean | null;
  /** Facts (lists of alternatives) the answer lacks. */
  missing: string[][];
  /** Points named, against the number required; null when the case requires none. */
  points: { named: string[]; atLeast: number } | null;
  ms: number;
  answer: AssistantAnswer | null;
  error: string | null;
}

/** The points of `mustMentionPoints` the text names (in the case's language). */
export function pointsNamed(c: AnswerableCase, text: string): string[] {
  const names = c.expectPlaceId ? placeTexts(c.expectPlaceId, c.lang)?.pointNames : undefined;
  const hay = normalize(text);
  return (c.mustMentionPoints?.ids ?? []).filter((id) => {
    const name = names?.get(id);
    return name !== undefined && pointNameForms(name).some((form) => hay.includes(normalize(form)));
  });
}

export function scoreCase(c: PartCase, answer: AssistantAnswer | null, ms: number, error: string | null): CaseResult {
  const base = { id: c.id, part: c.part, lang: c.lang, kind: c.kind, ms, answer, error };
  const text = answer?.text ?? '';
  const declined = answer?.declined ?? false;
  const languageOk = answer !== null && isInLanguage(text, c.lang);
  if (isDecline(c)) {
    return {
      ...base,
      mustDecline: true,
      correct: declined,
      declined,
      languageOk,
      placeOk: null,
      missing: [],
      points: null,
    };
  }
  const missing = missingFacts(text, c.facts).map((i) => c.facts[i]!);
  const points = c.mustMentionPoints ? { named: pointsNamed(c, text), atLeast: c.mustMentionPoints.atLeast } : null;
  const pointsOk = !points || points.named.length >= points.atLeast;
  return {
    ...base,
    mustDecline: false,
    correct: answer !== null && !declined && missing.length === 0 && languageOk && pointsOk,
    declined,
    languageOk,
    placeOk: c.expectPlaceId ? answer?.placeId === c.expectPlaceId : null,
    missing,
    points,
  };
}

export interface Tally {
  correct: number;
  total: number;
}

export interface PartSummary {
  /** Answerable cases answered correctly. */
  answerable: Tally;
  /** Must-decline cases declined. */
  declines: Tally;
  /** Answerable cases declined (the fewer the better). */
  falseDeclines: Tally;
  /** Answers (all cases) written in the case's language. */
  language: Tally;
  /** Answerable cases whose answer is about the expected place. */
  place: Tally;
}

export interface Summary {
  parts: Partial<Record<Part, PartSummary>>;
  byLang: Partial<Record<Locale, Partial<Record<Part, { answerable: Tally; declines: Tally }>>>>;
  byKind: Partial<Record<QuestionKind, Partial<Record<Part, Tally>>>>;
  /** Ids of the cases scored wrong, per part, in the order run. */
  failing: Partial<Record<Part, string[]>>;
  /** Median time to an answer, ms. */
  medianMs: number;
}

const add = (tally: Tally, ok: boolean) => {
  tally.total++;
  if (ok) tally.correct++;
};
const tally = (): Tally => ({ correct: 0, total: 0 });

export function summarise(results: CaseResult[]): Summary {
  const summary: Summary = { parts: {}, byLang: {}, byKind: {}, failing: {}, medianMs: 0 };
  for (const r of results) {
    const part = (summary.parts[r.part] ??= {
      answerable: tally(),
      declines: tally(),
      falseDeclines: tally(),
      language: tally(),
      place: tally(),
    });
    const lang = ((summary.byLang[r.lang] ??= {})[r.part] ??= { answerable: tally(), declines: tally() });
    add(part.language, r.languageOk);
    if (r.mustDecline) {
      add(part.declines, r.correct);
      add(lang.declines, r.correct);
    } else {
      add(part.answerable, r.correct);
      add(part.falseDeclines, r.declined);
      add(lang.answerable, r.correct);
      add(((summary.byKind[r.kind] ??= {})[r.part] ??= tally()), r.correct);
      if (r.placeOk !== null) add(part.place, r.placeOk);
    }
    if (!r.correct) (summary.failing[r.part] ??= []).push(r.id);
  }
  const times = results.map((r) => r.ms).toSorted((a, b) => a - b);
  summary.medianMs = times.length ? times[Math.floor(times.length / 2)]! : 0;
  return summary;
}

/** Why a result is wrong, in a few words (for the failing list). */
export function reasonOf(r: CaseResult): string {
  if (r.error) return `error: ${r.error}`;
  if (r.mustDecline) return 'answered instead of declining';
  const reasons: string[] = [];
  if (r.declined) reasons.push('declined');
  if (r.missing.length) reasons.push(`missing ${r.missing.map((alternatives) => alternatives[0]).join(', ')}`);
  if (!r.languageOk) reasons.push(`language ${guessLanguage(r.answer?.text ?? '').lang ?? '?'} not ${r.lang}`);
  if (r.points && r.points.named.length < r.points.atLeast)
    reasons.push(`named ${r.points.named.length} of ${r.points.atLeast} points`);
  return reasons.join('; ');
}
