// Splits the second development set (issue 19) into dev2.json (two thirds, to develop on) and
// dev2-holdout.json (a third, kept aside: figures only, never tuned on), at random within each
// language, answerable and must-decline cases apart, from a fixed seed:
//   node --import tsx bench/assistant-eval/dev2-split.ts           rewrite both files
//   node --import tsx bench/assistant-eval/dev2-split.ts --check   exit 1 if they are not the split
// The set was written whole before the split and before the assistant's mechanisms were changed.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { type EvalCase, isDecline, partFile, readPart } from './cases';
import { generator, hash } from './split';

export const DEV2_SEED = 'assistant-eval dev2 2026-11-28';
export const DEV2_ASIDE = 1 / 3;

const groupOf = (c: EvalCase) => `${isDecline(c) ? 'decline' : 'answer'}|${c.lang}`;

/** Each group shuffled (seeded by the group), then every third case, from a seeded offset. */
export function splitDev2(cases: EvalCase[]): { dev2: EvalCase[]; aside: EvalCase[] } {
  const groups = new Map<string, string[]>();
  for (const c of cases) groups.set(groupOf(c), [...(groups.get(groupOf(c)) ?? []), c.id]);
  const aside = new Set<string>();
  let count = generator(hash(DEV2_SEED))();
  for (const key of [...groups.keys()].toSorted()) {
    const random = generator(hash(`${DEV2_SEED}|${key}`));
    const order = groups.get(key)!.toSorted();
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const id of order) {
      if (Math.floor(count + DEV2_ASIDE) > Math.floor(count)) aside.add(id);
      count += DEV2_ASIDE;
    }
  }
  const sorted = cases.toSorted((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { dev2: sorted.filter((c) => !aside.has(c.id)), aside: sorted.filter((c) => aside.has(c.id)) };
}

async function main() {
  const check = process.argv.includes('--check');
  const union = [...readPart('dev2'), ...readPart('dev2-holdout')];
  const parts = splitDev2(union);
  let stale = false;
  for (const [part, cases] of [
    ['dev2', parts.dev2],
    ['dev2-holdout', parts.aside],
  ] as const) {
    const file = partFile(part);
    const options = await resolveConfig(file);
    const text = await format(JSON.stringify(cases, null, 2), { ...options, parser: 'json', filepath: file });
    if (fs.readFileSync(file, 'utf8') === text) continue;
    stale = true;
    if (!check) fs.writeFileSync(file, text);
  }
  console.log(
    `${union.length} cases: dev2 ${parts.dev2.length}, dev2-holdout ${parts.aside.length}` +
      (check ? (stale ? ' — the files are NOT the seeded split' : ' — the files are the seeded split') : ''),
  );
  if (check && stale) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
