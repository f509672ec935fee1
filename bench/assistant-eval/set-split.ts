// Splits a development set written whole (issue 19) into the part to develop on (two thirds)
// and the part kept aside (a third: figures only, never tuned on), at random within each
// language, answerable and must-decline cases apart, from the set's fixed seed:
//   node --import tsx bench/assistant-eval/set-split.ts --set=dev3           rewrite both files
//   node --import tsx bench/assistant-eval/set-split.ts --set=dev3 --check   exit 1 if they are not the split
//   node --import tsx bench/assistant-eval/set-split.ts --set=dev3 --from=FILE   split a new set's file
// Each set was written whole before its split and before the assistant was changed for it.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { type EvalCase, isDecline, partFile, readPart } from './cases';
import { splitAside } from './split';

/** The sets split this way, with their seeds and the names of their two parts. */
export const SPLIT_SETS = {
  dev2: { seed: 'assistant-eval dev2 2026-11-28', develop: 'dev2', aside: 'dev2-holdout' },
  dev3: { seed: 'assistant-eval dev3 2026-11-28', develop: 'dev3', aside: 'dev3-holdout' },
  dev4: { seed: 'assistant-eval dev4 2026-11-28', develop: 'dev4', aside: 'dev4-holdout' },
  dev5: { seed: 'assistant-eval dev5 2026-11-28', develop: 'dev5', aside: 'dev5-holdout' },
  dev6: { seed: 'assistant-eval dev6 2026-11-28', develop: 'dev6', aside: 'dev6-holdout' },
  dev7: { seed: 'assistant-eval dev7 2026-11-28', develop: 'dev7', aside: 'dev7-holdout' },
  dev8: { seed: 'assistant-eval dev8 2026-11-29', develop: 'dev8', aside: 'dev8-holdout' },
  dev9: { seed: 'assistant-eval dev9 2026-11-29', develop: 'dev9', aside: 'dev9-holdout' },
  dev10: { seed: 'assistant-eval dev10 2026-11-29', develop: 'dev10', aside: 'dev10-holdout' },
  dev11: { seed: 'assistant-eval dev11 2026-11-29', develop: 'dev11', aside: 'dev11-holdout' },
  dev12: { seed: 'assistant-eval dev12 2026-11-29', develop: 'dev12', aside: 'dev12-holdout' },
  dev13: { seed: 'assistant-eval dev13 2026-11-29', develop: 'dev13', aside: 'dev13-holdout' },
  dev14: { seed: 'assistant-eval dev14 2026-11-29', develop: 'dev14', aside: 'dev14-holdout' },
  dev15: { seed: 'assistant-eval dev15 2026-11-29', develop: 'dev15', aside: 'dev15-holdout' },
  dev16: { seed: 'assistant-eval dev16 2026-11-30', develop: 'dev16', aside: 'dev16-holdout' },
  dev17: { seed: 'assistant-eval dev17 2026-11-30', develop: 'dev17', aside: 'dev17-holdout' },
  dev18: { seed: 'assistant-eval dev18 2026-11-30', develop: 'dev18', aside: 'dev18-holdout' },
  dev19: { seed: 'assistant-eval dev19 2026-11-30', develop: 'dev19', aside: 'dev19-holdout' },
  dev20: { seed: 'assistant-eval dev20 2026-11-30', develop: 'dev20', aside: 'dev20-holdout' },
  dev21: { seed: 'assistant-eval dev21 2026-11-30', develop: 'dev21', aside: 'dev21-holdout' },
  dev22: { seed: 'assistant-eval dev22 2026-11-30', develop: 'dev22', aside: 'dev22-holdout' },
  dev23: { seed: 'assistant-eval dev23 2026-11-30', develop: 'dev23', aside: 'dev23-holdout' },
  dev24: { seed: 'assistant-eval dev24 2026-11-30', develop: 'dev24', aside: 'dev24-holdout' },
  dev25: { seed: 'assistant-eval dev25 2026-11-30', develop: 'dev25', aside: 'dev25-holdout' },
  dev26: { seed: 'assistant-eval dev26 2026-11-30', develop: 'dev26', aside: 'dev26-holdout' },
  dev27: { seed: 'assistant-eval dev27 2026-11-30', develop: 'dev27', aside: 'dev27-holdout' },
  dev28: { seed: 'assistant-eval dev28 2026-11-30', develop: 'dev28', aside: 'dev28-holdout' },
  dev29: { seed: 'assistant-eval dev29 2026-11-30', develop: 'dev29', aside: 'dev29-holdout' },
  dev30: { seed: 'assistant-eval dev30 2026-11-30', develop: 'dev30', aside: 'dev30-holdout' },
  dev31: { seed: 'assistant-eval dev31 2026-12-01', develop: 'dev31', aside: 'dev31-holdout' },
  dev32: { seed: 'assistant-eval dev32 2026-12-01', develop: 'dev32', aside: 'dev32-holdout' },
  dev33: { seed: 'assistant-eval dev33 2026-12-01', develop: 'dev33', aside: 'dev33-holdout' },
  dev34: { seed: 'assistant-eval dev34 2026-12-01', develop: 'dev34', aside: 'dev34-holdout' },
  dev35: { seed: 'assistant-eval dev35 2026-12-01', develop: 'dev35', aside: 'dev35-holdout' },
  dev36: { seed: 'assistant-eval dev36 2026-12-01', develop: 'dev36', aside: 'dev36-holdout' },
  dev37: { seed: 'assistant-eval dev37 2026-12-01', develop: 'dev37', aside: 'dev37-holdout' },
  dev38: { seed: 'assistant-eval dev38 2026-12-01', develop: 'dev38', aside: 'dev38-holdout' },
  dev39: { seed: 'assistant-eval dev39 2026-12-01', develop: 'dev39', aside: 'dev39-holdout' },
  dev40: { seed: 'assistant-eval dev40 2026-12-01', develop: 'dev40', aside: 'dev40-holdout' },
  dev41: { seed: 'assistant-eval dev41 2026-12-02', develop: 'dev41', aside: 'dev41-holdout' },
  dev42: { seed: 'assistant-eval dev42 2026-12-02', develop: 'dev42', aside: 'dev42-holdout' },
  dev43: { seed: 'assistant-eval dev43 2026-12-02', develop: 'dev43', aside: 'dev43-holdout' },
  dev44: { seed: 'assistant-eval dev44 2026-12-02', develop: 'dev44', aside: 'dev44-holdout' },
  dev45: { seed: 'assistant-eval dev45 2026-12-02', develop: 'dev45', aside: 'dev45-holdout' },
  dev46: { seed: 'assistant-eval dev46 2026-12-02', develop: 'dev46', aside: 'dev46-holdout' },
  dev47: { seed: 'assistant-eval dev47 2026-12-02', develop: 'dev47', aside: 'dev47-holdout' },
  dev48: { seed: 'assistant-eval dev48 2026-12-02', develop: 'dev48', aside: 'dev48-holdout' },
  dev49: { seed: 'assistant-eval dev49 2026-12-02', develop: 'dev49', aside: 'dev49-holdout' },
  dev50: { seed: 'assistant-eval dev50 2026-12-02', develop: 'dev50', aside: 'dev50-holdout' },
} as const;
export type SplitSet = keyof typeof SPLIT_SETS;
export const ASIDE_SHARE = 1 / 3;

const groupOf = (c: EvalCase) => `${isDecline(c) ? 'decline' : 'answer'}|${c.lang}`;

/** Within each language, answerable and must-decline cases apart (split.ts's sampling). */
export function splitSet(set: SplitSet, cases: EvalCase[]): { develop: EvalCase[]; aside: EvalCase[] } {
  const { kept, aside } = splitAside(cases, SPLIT_SETS[set].seed, ASIDE_SHARE, groupOf);
  return { develop: kept, aside };
}

/** Both parts of a set, as written in their files. */
export const readSplitSet = (set: SplitSet): EvalCase[] => [
  ...readPart(SPLIT_SETS[set].develop),
  ...readPart(SPLIT_SETS[set].aside),
];

async function main() {
  const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const set = (option('set') ?? 'dev2') as SplitSet;
  if (!(set in SPLIT_SETS)) throw new Error(`--set=${set}: one of ${Object.keys(SPLIT_SETS).join(', ')}`);
  const check = process.argv.includes('--check');
  const from = option('from');
  const union = from ? (JSON.parse(fs.readFileSync(from, 'utf8')) as EvalCase[]) : readSplitSet(set);
  const parts = splitSet(set, union);
  let stale = false;
  for (const [part, cases] of [
    [SPLIT_SETS[set].develop, parts.develop],
    [SPLIT_SETS[set].aside, parts.aside],
  ] as const) {
    const file = partFile(part);
    const options = await resolveConfig(file);
    const text = await format(JSON.stringify(cases, null, 2), { ...options, parser: 'json', filepath: file });
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) continue;
    stale = true;
    if (!check) fs.writeFileSync(file, text);
  }
  console.log(
    `${union.length} cases: ${SPLIT_SETS[set].develop} ${parts.develop.length}, ${SPLIT_SETS[set].aside} ${parts.aside.length}` +
      (check ? (stale ? ' — the files are NOT the seeded split' : ' — the files are the seeded split') : ''),
  );
  if (check && stale) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
