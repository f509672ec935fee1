// The embedded assistant's catalogue, read from the database with the existing queries: every
// place with its points, each text in all 11 locales (its own, else the stored machine
// translation the translator gives for its source text). Read again after `ttlMs`; the
// assistant (and its indexes) is rebuilt only when the content read differs.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { LOCALES, type Locale } from '@contract/locales';
import { translationSource } from '@contract/translation-source';
import { museumPlace, scenicPlace, type CompleteText } from '../../../src/lib/assistant/catalogue';
import { createAssistant, type Assistant } from '../../../src/lib/assistant/index';
import type { AssistantCatalogue } from '../../../src/lib/assistant/types';
import { getMuseumWithExhibits } from '../db/queries/museum';
import { getScenic } from '../db/queries/scenic';
import type { Database } from '../db/schema';
import type { Translator } from '../translation/translator';

type Text = Partial<Record<Locale, string>>;

async function readPlaces(db: Kysely<Database>) {
  const [scenic, museums] = await Promise.all([
    db.selectFrom('scenic_areas').select('id').orderBy('popularity', 'desc').orderBy('id').execute(),
    db.selectFrom('museums').select('id').orderBy('popularity', 'desc').orderBy('id').execute(),
  ]);
  const [areas, halls] = await Promise.all([
    Promise.all(scenic.map((r) => getScenic(db, r.id))),
    Promise.all(museums.map((r) => getMuseumWithExhibits(db, r.id))),
  ]);
  return { areas: areas.filter((a) => a !== null), museums: halls.filter((m) => m !== null) };
}

type Raw = Awaited<ReturnType<typeof readPlaces>>;

function build(raw: Raw, complete: CompleteText): AssistantCatalogue {
  return {
    places: [
      ...raw.areas.map((a) => scenicPlace(a.area, a.points, complete)),
      ...raw.museums.map((m) => museumPlace(m.museum, m.exhibits, complete)),
    ],
  };
}

/** The catalogue with every text completed from the translator (one batch per locale pair). */
export async function loadAssistantCatalogue(db: Kysely<Database>, translator: Translator, raw?: Raw) {
  const places = raw ?? (await readPlaces(db));
  // First pass: which source texts each locale lacks.
  const wanted = new Map<string, Set<string>>();
  build(places, (text) => {
    for (const to of LOCALES) {
      if (text[to as Locale]) continue;
      const source = translationSource(text as Text, to);
      if (!source) continue;
      const key = `${source.from}>${to}`;
      if (!wanted.has(key)) wanted.set(key, new Set());
      wanted.get(key)!.add(source.text);
    }
    return text as Text;
  });
  const found = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([key, texts]) => {
      const [from, to] = key.split('>') as [Locale, Locale];
      const list = [...texts];
      const result = await translator.translate(list, from, to);
      list.forEach((text, i) => {
        const translated = result.texts[i];
        if (translated) found.set(`${key}:${text}`, translated);
      });
    }),
  );
  // Second pass: own text, else its translation (a missing one stays missing: the assistant
  // then quotes the English or Chinese text).
  return build(places, (text) => {
    const out: Text = {};
    for (const to of LOCALES) {
      const own = text[to as Locale];
      const source = own ? null : translationSource(text as Text, to);
      const value = own ?? (source ? found.get(`${source.from}>${to}:${source.text}`) : undefined);
      if (value) out[to] = value;
    }
    return out;
  });
}

/** The assistant over the current catalogue: read at most every `ttlMs`, rebuilt when it changed. */
export function createAssistantSource(db: Kysely<Database>, translator: Translator, ttlMs = 60_000) {
  let checked: { at: number; assistant: Promise<Assistant> } | null = null;
  let built: { fingerprint: string; assistant: Assistant } | null = null;
  const refresh = async (): Promise<Assistant> => {
    const raw = await readPlaces(db);
    const fingerprint = createHash('sha256').update(JSON.stringify(raw)).digest('hex');
    if (built?.fingerprint === fingerprint) return built.assistant;
    const assistant = createAssistant(await loadAssistantCatalogue(db, translator, raw));
    built = { fingerprint, assistant };
    return assistant;
  };
  return {
    get(): Promise<Assistant> {
      if (!checked || Date.now() - checked.at > ttlMs) {
        const previous = built?.assistant;
        const next = refresh();
        // While a re-read runs, questions keep the assistant already built.
        checked = {
          at: Date.now(),
          assistant: previous ? next.then(() => built!.assistant).catch(() => previous) : next,
        };
        next.catch(() => (checked = null));
        if (previous) return Promise.resolve(previous);
      }
      return checked.assistant;
    },
  };
}

export type AssistantSource = ReturnType<typeof createAssistantSource>;
