// Translations shipped with the content: content/translations/<from>/<to>.json, an object of
// source text -> translation (see content/translations/README.md). Read once per pair.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCALES, type Locale } from '@contract';

export type StoredLookup = (text: string, from: Locale, to: Locale) => Promise<string | null>;

export function createStoredTranslations(contentDir: string): StoredLookup {
  const pairs = new Map<string, Promise<Map<string, string>>>();
  const load = async (from: Locale, to: Locale): Promise<Map<string, string>> => {
    // The locale codes come from the validated request, never from a path the client chose.
    if (!LOCALES.includes(from) || !LOCALES.includes(to)) return new Map();
    try {
      const raw = JSON.parse(await readFile(join(contentDir, 'translations', from, `${to}.json`), 'utf8')) as unknown;
      if (!raw || typeof raw !== 'object') return new Map();
      return new Map(Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    } catch {
      return new Map(); // no file for this pair
    }
  };
  return async (text, from, to) => {
    const key = `${from}/${to}`;
    let pair = pairs.get(key);
    if (!pair) {
      pair = load(from, to);
      pairs.set(key, pair);
    }
    return (await pair).get(text) ?? null;
  };
}
