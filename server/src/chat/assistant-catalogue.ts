// The catalogue assistant (src/lib/assistant) over the server's database: every place with
// its points, each text in every locale it has, its own or the shipped translation of its
// path (content/translations/<locale>/<place id>.json) when that was made from the current
// source text (a stale one is left out, as the translation endpoint does). Built on first use
// and kept for a minute, like the place directory: the catalogue is small and changes rarely.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { LOCALES, type Locale } from '@contract/locales';
import { isTranslationEntry, type TranslationEntry } from '@contract/content-paths';
import { museumPlace, scenicPlace } from '@assistant/catalogue';
import { createAssistant, type Assistant } from '@assistant/index';
import type { AssistantCatalogue, AssistantPlace } from '@assistant/types';
import { getMuseumWithExhibits } from '../db/queries/museum';
import { getScenic } from '../db/queries/scenic';
import type { Database } from '../db/schema';
import { sourceHash } from '../translation/source-hash';

type Text = Partial<Record<string, string>>;
type Translations = Map<Locale, Record<string, TranslationEntry>>;

async function translationsOf(contentDir: string | null, placeId: string): Promise<Translations> {
  if (contentDir === null) return new Map();
  const files = await Promise.all(
    LOCALES.map(async (locale) => {
      const raw = await readFile(join(contentDir, 'translations', locale, `${placeId}.json`), 'utf8').catch(() => '{}');
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        parsed = {}; // an unreadable file adds nothing; the content test names it
      }
      const entries = Object.entries(parsed && typeof parsed === 'object' ? parsed : {}).filter(([, e]) =>
        isTranslationEntry(e),
      ) as [string, TranslationEntry][];
      return [locale, Object.fromEntries(entries)] as const;
    }),
  );
  return new Map(files);
}

function completer(translations: Translations) {
  return (text: Text, path: string) => {
    const out: Text = {};
    for (const locale of LOCALES) {
      const entry = translations.get(locale)?.[path];
      const source = entry ? text[entry.from] : undefined;
      const value =
        text[locale] || (entry && source && entry.sourceHash === sourceHash(source) ? entry.text : undefined);
      if (value) out[locale] = value;
    }
    return out;
  };
}

async function placeOf(db: Kysely<Database>, contentDir: string | null, id: string): Promise<AssistantPlace | null> {
  const complete = completer(await translationsOf(contentDir, id));
  const scenic = await getScenic(db, id);
  if (scenic) return scenicPlace(scenic.area, scenic.points, complete);
  const museum = await getMuseumWithExhibits(db, id);
  return museum ? museumPlace(museum.museum, museum.exhibits, complete) : null;
}

export async function loadAssistantCatalogue(
  db: Kysely<Database>,
  /** Where the shipped translations are; null: each text's own locales only. */
  contentDir: string | null,
): Promise<AssistantCatalogue> {
  const [scenic, museums] = await Promise.all([
    db.selectFrom('scenic_areas').select('id').orderBy('popularity', 'desc').execute(),
    db.selectFrom('museums').select('id').orderBy('popularity', 'desc').execute(),
  ]);
  const places = await Promise.all([...scenic, ...museums].map((r) => placeOf(db, contentDir, r.id)));
  return { places: places.filter((p): p is AssistantPlace => p !== null) };
}

export interface CatalogueAssistant {
  assistant: Assistant;
  catalogue: AssistantCatalogue;
}

/** The assistant over the catalogue, rebuilt when older than `ttlMs`. */
export function createCatalogueAssistant(db: Kysely<Database>, contentDir: string | null, ttlMs = 60_000) {
  let cached: { at: number; built: Promise<CatalogueAssistant> } | null = null;
  return (): Promise<CatalogueAssistant> => {
    if (!cached || Date.now() - cached.at > ttlMs) {
      const built = loadAssistantCatalogue(db, contentDir).then((catalogue) => ({
        catalogue,
        assistant: createAssistant(catalogue),
      }));
      cached = { at: Date.now(), built };
      built.catch(() => (cached = null));
    }
    return cached.built;
  };
}
