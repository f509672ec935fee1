// The offline assistant's own code, bundled into the benchmark's page: the answerer the worker
// runs, and the passages and MiniSearch settings of its indexes (src/lib/assistant/search.ts),
// to weigh an index shipped in the place download against one built on the device.
import MiniSearch from 'minisearch';
import { placePassages, type Passage } from '../../src/lib/assistant/passages';
import { tokenize } from '../../src/lib/assistant/text';
import type { AssistantPlace } from '../../src/lib/assistant/types';
import { LOCALES } from '../../src/lib/contract/locales';

export { createOfflineAnswerer } from '../../src/features/chat/offline/offline-answerer';

const OPTIONS = { idField: 'id', fields: ['text', 'title'], tokenize, processTerm: (term: string) => term };

/** One place's indexes, one per language, as JSON (what a download would carry). */
export function serializedIndexes(place: AssistantPlace): string[] {
  return LOCALES.map((lang) => {
    const index = new MiniSearch<Passage>(OPTIONS);
    index.addAll([...placePassages(place, lang)]);
    return JSON.stringify(index);
  });
}

/** Builds one place's indexes from its passages (on the device): milliseconds. */
export function timeBuild(place: AssistantPlace): number {
  const started = performance.now();
  for (const lang of LOCALES) new MiniSearch<Passage>(OPTIONS).addAll([...placePassages(place, lang)]);
  return performance.now() - started;
}

/** Loads one place's shipped indexes: milliseconds. */
export function timeLoad(json: string[]): number {
  const started = performance.now();
  for (const text of json) MiniSearch.loadJSON(text, OPTIONS);
  return performance.now() - started;
}

export async function gzipBytes(text: string): Promise<number> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return (await new Response(stream).arrayBuffer()).byteLength;
}
