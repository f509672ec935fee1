// The assistant's evaluation bench (issue 19): asks an assistant every question of the set in
// bench/assistant-eval/ and prints its accuracy per language and per kind of question, on the
// tuning part and on the held-out part separately, its declines, and the failing cases.
//   node --import tsx bench/assistant-eval.ts [--assistant=PATH] [--part=PART[,PART…]] [--verbose] [--json] [--figures-only]
// PART: tune, holdout, dev, dev2, dev2-holdout. A held-out part's failing cases are listed only
// when it is the one part asked for (and not with --figures-only, which lists none).
// PATH is a module exporting `createEvalAssistant(): Promise<(q) => AssistantAnswer>`; the default
// is today's embedded assistant (bench/assistant-eval/today.ts). While tuning, run --part=tune:
// the held-out part is for the figures at the end, never for looking at.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AssistantAnswer, AssistantQuestion } from '../src/lib/assistant/types';
import { ALL_PARTS, HELD_OUT_PARTS, type Part, type PartCase, readCases, readPart } from './assistant-eval/cases';
import { formatReport } from './assistant-eval/report';
import { type CaseResult, scoreCase, summarise, type Summary } from './assistant-eval/score';

export type AnswerFn = (q: AssistantQuestion) => AssistantAnswer | Promise<AssistantAnswer>;

export interface EvalReport {
  results: CaseResult[];
  summary: Summary;
}

/** The question a case puts to the assistant: what a visitor would send, nothing more. */
export function questionOf(c: PartCase): AssistantQuestion {
  return { question: c.question, uiLang: c.uiLang, placeId: c.placeId, pointId: c.pointId, history: c.history };
}

/** Asks every case in turn (one at a time, so the times are the assistant's) and scores it. */
export async function runEval(answerFn: AnswerFn, cases: PartCase[]): Promise<EvalReport> {
  const results: CaseResult[] = [];
  for (const c of cases) {
    const t0 = performance.now();
    let answer: AssistantAnswer | null = null;
    let error: string | null = null;
    try {
      answer = await answerFn(questionOf(c));
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    results.push(scoreCase(c, answer, performance.now() - t0, error));
  }
  return { results, summary: summarise(results) };
}

const DEFAULT_ASSISTANT = path.join(import.meta.dirname, 'assistant-eval', 'today.ts');

async function main() {
  const args = process.argv.slice(2);
  const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const asked = option('part')?.split(',');
  for (const part of asked ?? [])
    if (!(ALL_PARTS as readonly string[]).includes(part))
      throw new Error(`--part=${part}: one of ${ALL_PARTS.join(', ')}`);
  const modulePath = path.resolve(option('assistant') ?? DEFAULT_ASSISTANT);
  const { createEvalAssistant } = (await import(pathToFileURL(modulePath).href)) as {
    createEvalAssistant: () => Promise<AnswerFn>;
  };
  const answerFn = await createEvalAssistant();
  // A --part run reads only the files asked for: a tuning run never loads the held-out questions.
  const cases: PartCase[] = asked
    ? (asked as Part[]).flatMap((part) => readPart(part).map((c) => ({ ...c, part })))
    : readCases();
  const report = await runEval(answerFn, cases);
  // Which held-out questions fail is shown only when that part alone is asked for.
  const figuresOnly = args.includes('--figures-only');
  const listed = (part: Part) =>
    !figuresOnly && (!HELD_OUT_PARTS.includes(part) || (asked?.length === 1 && asked[0] === part));
  const assistant = path.relative(process.cwd(), modulePath);
  if (args.includes('--json')) {
    const { failing, ...figures } = report.summary;
    const shown = Object.fromEntries(Object.entries(failing).filter(([part]) => listed(part as Part)));
    console.log(JSON.stringify({ assistant, ...figures, failing: shown }, null, 2));
  } else {
    console.log(`Assistant: ${assistant}; ${cases.length} cases\n`);
    console.log(formatReport(report.summary, report.results, args.includes('--verbose'), listed));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
