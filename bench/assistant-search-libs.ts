// Which search library the assistant uses (docs/decisions/0059): MiniSearch, Orama and
// FlexSearch over the same passages and the same words (src/lib/assistant/text.ts), measured
// for bytes added to a browser bundle, index build time and size (whole catalogue, one place),
// query time, and quality on the eval's tuning part: the share of a case's facts found in the
// five best passages of its place. Orama and FlexSearch are not dependencies:
//   npm i --no-save @orama/orama@3.1.18 flexsearch@0.8.212 && node --import tsx bench/assistant-search-libs.ts
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { contentCatalogue } from '../content/scripts/lib/assistant-catalogue';
import { LOCALES, type Locale } from '../src/lib/contract/locales';
import { placePassages, type Passage } from '../src/lib/assistant/passages';
import { tokenize } from '../src/lib/assistant/text';
import { isDecline, missingFacts, readPart } from './assistant-eval/cases';

interface Lib {
  name: string;
  entry: string;
  build(ps: Passage[]): Promise<unknown>;
  size(index: unknown): Promise<number>;
  search(index: unknown, query: string): Promise<string[]>;
}

// Not dependencies: loaded by a name the type check does not follow.
const optional = (name: string): Promise<unknown> => import(name);
type Fn = (...args: never[]) => unknown;
interface OramaLike {
  create: Fn;
  insertMultiple: Fn;
  search: Fn;
  save: Fn;
}

async function libs(): Promise<Lib[]> {
  const out: Lib[] = [];
  const { default: MiniSearch } = await import('minisearch');
  out.push({
    name: 'minisearch',
    entry:
      "import MiniSearch from 'minisearch'; const m = new MiniSearch({fields:['t']}); m.addAll([{id:1,t:'a'}]); console.log(m.search('a'), JSON.stringify(m), MiniSearch.loadJSON);",
    build: async (ps) => {
      const index = new MiniSearch<Passage>({
        idField: 'id',
        fields: ['text', 'title'],
        tokenize,
        processTerm: (t) => t,
      });
      index.addAll(ps);
      return index;
    },
    size: async (index) => JSON.stringify(index).length,
    search: async (index, q) =>
      (index as InstanceType<typeof MiniSearch>).search(q, { boost: { title: 0.3 } }).map((r) => String(r.id)),
  });
  try {
    const orama = (await optional('@orama/orama')) as OramaLike;
    out.push({
      name: 'orama',
      entry:
        "import { create, insertMultiple, search, save, load } from '@orama/orama'; const db = create({schema:{t:'string'}}); await insertMultiple(db,[{t:'a'}]); console.log(await search(db,{term:'a'}), save(db), load);",
      build: async (ps) => {
        const db = orama.create({
          schema: { id: 'string', text: 'string', title: 'string' } as const,
          components: {
            tokenizer: { language: 'english', normalizationCache: new Map(), tokenize: (raw: string) => tokenize(raw) },
          },
        } as never);
        await orama.insertMultiple(db as never, ps.map((p) => ({ id: p.id, text: p.text, title: p.title })) as never);
        return db;
      },
      size: async (index) => JSON.stringify(orama.save(index as never)).length,
      search: async (index, q) => {
        const r = (await orama.search(
          index as never,
          { term: q, properties: ['text', 'title'], boost: { title: 0.3 }, limit: 20 } as never,
        )) as { hits: Array<{ id: string }> };
        return r.hits.map((h) => h.id);
      },
    });
  } catch {
    console.log('orama: not installed (see the header)');
  }
  try {
    const { default: FlexSearch } = (await optional('flexsearch')) as {
      default: { Document: new (o: object) => unknown };
    };
    out.push({
      name: 'flexsearch',
      entry:
        "import FlexSearch from 'flexsearch'; const d = new FlexSearch.Document({document:{id:'id',index:['t']}}); d.add({id:1,t:'a'}); console.log(d.search({query:'a'}), d.export(()=>{}), d.import);",
      build: async (ps) => {
        const doc = new FlexSearch.Document({
          document: { id: 'id', index: ['text', 'title'] },
          encode: tokenize,
          tokenize: 'strict',
        }) as { add(d: object): void };
        for (const p of ps) doc.add({ id: p.id, text: p.text, title: p.title });
        return doc;
      },
      size: async (index) => {
        let n = 0;
        await (index as { export(h: (k: string, d: string) => void): Promise<void> }).export(
          (k, d) => (n += k.length + (d?.length ?? 0)),
        );
        return n;
      },
      // FlexSearch wants every word of the query unless asked to suggest; it ranks by its own contextual score, not BM25.
      search: async (index, q) => [
        ...new Set(
          (index as { search(o: object): Array<{ result: string[] }> })
            .search({ query: q, limit: 20, suggest: true })
            .flatMap((f) => f.result),
        ),
      ],
    });
  } catch {
    console.log('flexsearch: not installed (see the header)');
  }
  return out;
}

function bundleBytes(entry: string): { min: number; gzip: number } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-libs-'));
  fs.writeFileSync(path.join(dir, 'entry.mjs'), entry);
  const esbuild = path.resolve(import.meta.dirname, '../node_modules/.bin/esbuild');
  execFileSync(
    esbuild,
    [
      path.join(dir, 'entry.mjs'),
      '--bundle',
      '--minify',
      '--format=esm',
      '--platform=browser',
      `--outfile=${path.join(dir, 'out.js')}`,
      '--log-level=error',
    ],
    { env: { ...process.env, NODE_PATH: path.resolve(import.meta.dirname, '../node_modules') } },
  );
  const out = fs.readFileSync(path.join(dir, 'out.js'));
  fs.rmSync(dir, { recursive: true, force: true });
  return { min: out.length, gzip: gzipSync(out).length };
}

const catalogue = contentCatalogue();
const byPlaceLang = new Map<string, Passage[]>();
for (const place of catalogue.places)
  for (const lang of LOCALES) byPlaceLang.set(`${place.id}/${lang}`, [...placePassages(place, lang)]);
const cases = readPart('tune').filter((c) => !isDecline(c) && c.expectPlaceId);

for (const lib of await libs()) {
  const bytes = bundleBytes(lib.entry);
  // Warm up the library's code on one place first.
  for (const lang of LOCALES) await lib.build(byPlaceLang.get(`hz-west-lake/${lang}`)!);
  let t = performance.now();
  const indexes = new Map<string, unknown>();
  for (const [key, ps] of byPlaceLang) indexes.set(key, await lib.build(ps));
  const buildAll = performance.now() - t;
  let sizeAll = 0;
  for (const index of indexes.values()) sizeAll += await lib.size(index);
  let sizeOne = 0;
  t = performance.now();
  for (const lang of LOCALES) sizeOne += await lib.size(await lib.build(byPlaceLang.get(`bj-palace-museum/${lang}`)!));
  const buildOne = performance.now() - t;
  let found = 0;
  let facts = 0;
  t = performance.now();
  for (const c of cases) {
    if (isDecline(c)) continue;
    const key = `${c.expectPlaceId}/${c.lang as Locale}`;
    const top = (await lib.search(indexes.get(key), c.question)).slice(0, 5);
    const ps = byPlaceLang.get(key)!;
    const text = top.map((id) => ps.find((p) => p.id === id)?.text ?? '').join(' ');
    facts += c.facts.length;
    found += c.facts.length - missingFacts(text, c.facts).length;
  }
  const queryMs = (performance.now() - t) / cases.length;
  console.log(
    `${lib.name}: bundle ${bytes.min} B min, ${bytes.gzip} B gzip; whole catalogue built in ${Math.round(buildAll)} ms, ${Math.round(sizeAll / 1024)} KB; ` +
      `one place (11 languages) ${Math.round(buildOne)} ms, ${Math.round(sizeOne / 1024)} KB; query ${queryMs.toFixed(2)} ms; ` +
      `facts in the top 5 passages: ${((100 * found) / facts).toFixed(1)}% (${found}/${facts})`,
  );
}
