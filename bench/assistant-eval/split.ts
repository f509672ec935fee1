// Splits the evaluation set into its tuning part (about 70%) and its held-out part (about 30%),
// at random within each group of the same kind and language (the declines grouped by language),
// from a fixed seed, so that the split is reproducible:
//   node --import tsx bench/assistant-eval/split.ts           rewrite tune.json and holdout.json
//   node --import tsx bench/assistant-eval/split.ts --check   exit 1 if they are not the split
// The two files are the set's only source: the script reads both, splits their union again and
// writes both. The split was made once, before any tuning; adding cases later re-splits and may
// move cases between the parts, so new cases belong in a new set, not in this one.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { EVAL_DIR, type EvalCase, isDecline, partFile, readPart } from './cases';
import { seededRandom } from '../../src/lib/seeded-random';

export const SEED = 'assistant-eval 2026-11-25';
export const HOLDOUT_SHARE = 0.3;

/** FNV-1a: a 32-bit seed from a string. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return h;
}

/** mulberry32: a small seeded generator of numbers in [0, 1) (the hashes are unsigned already). */
export const generator = seededRandom;

export const groupOf = (c: EvalCase) => `${isDecline(c) ? 'decline' : c.kind}|${c.lang}`;

/**
 * Stratified systematic sampling: the groups in a fixed order, each shuffled (seeded by the
 * group), one after the other; a running count of `share` per case, started at a seeded
 * offset, sets a case aside each time it passes an integer. So every group of n cases gives
 * floor or ceil of share·n (a group of one goes aside with probability `share`), and the whole
 * set exactly its share, give or take one case. Both parts come back in the order of their ids.
 */
export function splitAside(
  cases: EvalCase[],
  seed: string,
  share: number,
  groupOf: (c: EvalCase) => string,
): { kept: EvalCase[]; aside: EvalCase[] } {
  const groups = new Map<string, string[]>();
  for (const c of cases) groups.set(groupOf(c), [...(groups.get(groupOf(c)) ?? []), c.id]);
  const aside = new Set<string>();
  let count = generator(hash(seed))();
  for (const key of [...groups.keys()].toSorted()) {
    const random = generator(hash(`${seed}|${key}`));
    const order = groups.get(key)!.toSorted();
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const id of order) {
      if (Math.floor(count + share) > Math.floor(count)) aside.add(id);
      count += share;
    }
  }
  const sorted = cases.toSorted((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { kept: sorted.filter((c) => !aside.has(c.id)), aside: sorted.filter((c) => aside.has(c.id)) };
}

/** The tuning part and the held-out part (30%), by kind and language. */
export function splitCases(cases: EvalCase[]): { tune: EvalCase[]; holdout: EvalCase[] } {
  const { kept, aside } = splitAside(cases, SEED, HOLDOUT_SHARE, groupOf);
  return { tune: kept, holdout: aside };
}

async function serialise(cases: EvalCase[], file: string): Promise<string> {
  const options = await resolveConfig(file);
  return format(JSON.stringify(cases, null, 2), { ...options, parser: 'json', filepath: file });
}

async function main() {
  const check = process.argv.includes('--check');
  const union = [...readPart('tune'), ...readPart('holdout')];
  const parts = splitCases(union);
  let stale = false;
  for (const part of ['tune', 'holdout'] as const) {
    const file = partFile(part);
    const text = await serialise(parts[part], file);
    if (fs.readFileSync(file, 'utf8') === text) continue;
    stale = true;
    if (!check) fs.writeFileSync(file, text);
  }
  const total = union.length;
  console.log(
    `${total} cases: tune ${parts.tune.length}, holdout ${parts.holdout.length} (${((100 * parts.holdout.length) / total).toFixed(1)}%)` +
      (check
        ? stale
          ? ' — the files are NOT the seeded split'
          : ' — the files are the seeded split'
        : ` in ${EVAL_DIR}`),
  );
  if (check && stale) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
