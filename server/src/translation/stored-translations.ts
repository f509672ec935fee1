// Translations shipped with the content: content/translations/<to>/<source>.json, entries
// keyed by the text's path with the hash of the source text they were made from (see
// content/translations/README.md). A text is answered by the entry made from exactly that
// text, so an edited source finds nothing (its old translation is stale). Read once per locale.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCALES, type Locale } from '@contract';
import { isTranslationEntry } from '@contract/content-paths';
import { sourceHash } from './source-hash';

export type StoredLookup = (text: string, from: Locale, to: Locale) => Promise<string | null>;

/** `from` + hash of the source text -> translation, for every file of one target locale. */
async function loadLocale(contentDir: string, to: Locale): Promise<Map<string, string>> {
  const index = new Map<string, string>();
  // The locale code comes from the validated request, never from a path the client chose.
  if (!LOCALES.includes(to)) return index;
  const dir = join(contentDir, 'translations', to);
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.endsWith('.json')).sort()) {
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(join(dir, name), 'utf8'));
    } catch {
      continue; // an unreadable file answers nothing; the content test names it
    }
    if (!raw || typeof raw !== 'object') continue;
    for (const entry of Object.values(raw)) {
      if (isTranslationEntry(entry)) index.set(`${entry.from}:${entry.sourceHash}`, entry.text);
    }
  }
  return index;
}

export function createStoredTranslations(contentDir: string): StoredLookup {
  const locales = new Map<Locale, Promise<Map<string, string>>>();
  return async (text, from, to) => {
    let index = locales.get(to);
    if (!index) {
      index = loadLocale(contentDir, to);
      locales.set(to, index);
    }
    return (await index).get(`${from}:${sourceHash(text)}`) ?? null;
  };
}
