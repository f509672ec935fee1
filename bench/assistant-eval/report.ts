// The bench's printed report: accuracy per language and per kind, the tuning and held-out parts
// side by side, the declines, the answer language, and the failing cases (with --verbose, the
// answers themselves).
import { LOCALES } from '../../src/lib/contract/locales';
import { ALL_PARTS, type Part } from './cases';
import { type CaseResult, reasonOf, type Summary, type Tally } from './score';

const pct = (t: Tally | undefined) =>
  !t || t.total === 0 ? '—' : `${((100 * t.correct) / t.total).toFixed(0)}% (${t.correct}/${t.total})`;
const cell = (text: string, width: number) => text.padEnd(width);

function table(title: string, rows: Array<[string, Partial<Record<Part, Tally>>]>, parts: Part[]): string[] {
  const lines = [title, `  ${cell('', 18)}${parts.map((p) => cell(p, 20)).join('')}`];
  for (const [label, byPart] of rows)
    lines.push(`  ${cell(label, 18)}${parts.map((p) => cell(pct(byPart[p]), 20)).join('')}`);
  return lines;
}

/**
 * `listed(part)`: whether to name a part's failing cases. A held-out part's are named only when
 * that part alone was asked for, so that a tuning run never shows which held-out questions fail.
 */
export function formatReport(
  summary: Summary,
  results: CaseResult[],
  verbose: boolean,
  listed: (part: Part) => boolean,
): string {
  const parts = ALL_PARTS.filter((p) => summary.parts[p]);
  const lines: string[] = [];
  lines.push(...table('Overall (answerable cases correct)', [['all', mapParts(summary, (s) => s.answerable)]], parts));
  lines.push(
    ...table(
      'Declines',
      [
        ['must-decline', mapParts(summary, (s) => s.declines)],
        ['false declines', mapParts(summary, (s) => s.falseDeclines)],
      ],
      parts,
    ),
  );
  lines.push(
    ...table(
      'Answers',
      [
        ['in its language', mapParts(summary, (s) => s.language)],
        ['right place', mapParts(summary, (s) => s.place)],
      ],
      parts,
    ),
  );
  const langs = LOCALES.filter((l) => summary.byLang[l]);
  lines.push(
    ...table(
      'Accuracy per language (answerable)',
      langs.map((l) => [l, partsOf(summary.byLang[l]!, (x) => x.answerable)]),
      parts,
    ),
  );
  lines.push(
    ...table(
      'Declines per language (must-decline declined)',
      langs.map((l) => [l, partsOf(summary.byLang[l]!, (x) => x.declines)]),
      parts,
    ),
  );
  const kinds = Object.keys(summary.byKind).toSorted() as Array<keyof Summary['byKind']>;
  lines.push(
    ...table(
      'Accuracy per kind (answerable)',
      kinds.map((k) => [k, summary.byKind[k]!]),
      parts,
    ),
  );
  lines.push(`Median time to an answer: ${summary.medianMs.toFixed(2)} ms`);
  for (const part of parts) {
    lines.push(`Failing in ${part}: ${summary.failing[part]?.length ?? 0}`);
    if (!listed(part) && summary.failing[part]?.length)
      lines.push(`  (ids not listed: --part=${part} alone lists them)`);
  }
  for (const r of results.filter((x) => !x.correct && listed(x.part))) {
    lines.push(`  ${r.id} [${r.part}]: ${reasonOf(r)}`);
    if (verbose) {
      const text = r.answer?.text ?? '';
      lines.push(
        `      answer (${r.answer?.lang ?? '—'}, declined ${r.declined}): ${text.replace(/\s+/g, ' ').slice(0, 400)}`,
      );
    }
  }
  return lines.join('\n');
}

function mapParts(summary: Summary, pick: (s: NonNullable<Summary['parts'][Part]>) => Tally) {
  const out: Partial<Record<Part, Tally>> = {};
  for (const part of ALL_PARTS) if (summary.parts[part]) out[part] = pick(summary.parts[part]!);
  return out;
}

function partsOf<T>(byPart: Partial<Record<Part, T>>, pick: (x: T) => Tally) {
  const out: Partial<Record<Part, Tally>> = {};
  for (const part of ALL_PARTS) if (byPart[part]) out[part] = pick(byPart[part]!);
  return out;
}
