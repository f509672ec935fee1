// Working with the content's translations by hand (see content/translations/README.md):
//   status                         coverage per locale: own, translated, missing, stale
//   missing --locale=ja [--source=hz-west-lake]
//                                  the texts to translate, as { path: { from, source } }
//   apply --locale=ja --file=F [--review=machine|reviewed] [--by=sample]
//                                  stores F ({ "<source>": { "<path>": "<translation>" } }),
//                                  hashing the current source text of each path
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { LOCALES, isLocale, type Locale } from '../../src/lib/contract/locales';
import { translationSource } from '../../src/lib/contract/translation-source';
import {
  allTexts,
  readTranslations,
  sourceHash,
  stateIn,
  writeTranslations,
  type TextState,
  type TranslationFile,
} from './lib/content-texts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    locale: { type: 'string' },
    source: { type: 'string' },
    file: { type: 'string' },
    review: { type: 'string', default: 'machine' },
    by: { type: 'string', default: 'sample' },
  },
});
const command = positionals[0];
const texts = allTexts();

function locale(): Locale {
  if (!isLocale(values.locale)) throw new Error(`--locale must be one of ${LOCALES.join(', ')}`);
  return values.locale;
}

if (command === 'status') {
  for (const l of LOCALES) {
    const counts: Record<TextState, number> = { own: 0, translated: 0, missing: 0, stale: 0 };
    const files = new Map<string, TranslationFile>();
    for (const text of texts) {
      if (!files.has(text.source)) files.set(text.source, readTranslations(l, text.source));
      counts[stateIn(text, l, files.get(text.source)!)] += 1;
    }
    console.log(
      `${l.padEnd(8)} own ${counts.own}  translated ${counts.translated}  missing ${counts.missing}  stale ${counts.stale}`,
    );
  }
} else if (command === 'missing') {
  const l = locale();
  const out: Record<string, Record<string, { from: Locale; source: string }>> = {};
  for (const text of texts) {
    if (values.source && text.source !== values.source) continue;
    const state = stateIn(text, l, readTranslations(l, text.source));
    if (state !== 'missing' && state !== 'stale') continue;
    const wanted = translationSource(text.text, l)!;
    (out[text.source] ??= {})[text.path] = { from: wanted.from, source: wanted.text };
  }
  console.log(JSON.stringify(out, null, 2));
} else if (command === 'apply') {
  const l = locale();
  if (!values.file) throw new Error('--file is required');
  if (values.review !== 'machine' && values.review !== 'reviewed') throw new Error('--review: machine or reviewed');
  const given = JSON.parse(fs.readFileSync(values.file, 'utf8')) as Record<string, Record<string, string>>;
  const byPath = new Map(texts.map((t) => [`${t.source}\u0000${t.path}`, t]));
  let stored = 0;
  for (const [source, entries] of Object.entries(given)) {
    const file = readTranslations(l, source);
    for (const [p, translation] of Object.entries(entries)) {
      const text = byPath.get(`${source}\u0000${p}`);
      if (!text) throw new Error(`${source}: no text at ${p}`);
      const wanted = translationSource(text.text, l);
      if (!wanted || text.text[l]) throw new Error(`${source}: ${p} is already written in ${l}`);
      if (typeof translation !== 'string' || !translation.trim()) throw new Error(`${source}: ${p} is empty`);
      file[p] = {
        from: wanted.from,
        sourceHash: sourceHash(wanted.text),
        text: translation.trim(),
        review: values.review,
        by: values.by,
      };
      stored += 1;
    }
    writeTranslations(l, source, file);
  }
  console.log(`stored ${stored} ${l} translations`);
} else {
  console.error('usage: translations.ts status | missing --locale=L [--source=S] | apply --locale=L --file=F');
  process.exit(2);
}
