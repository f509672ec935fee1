// The offline assistant's catalogue from Dexie (docs/decisions/0062): a downloaded place with
// its texts completed by the stored translations, places known by name only, and what the
// answerer makes of them: an answer, "not downloaded" for a place seen but not downloaded, or
// nothing downloaded at all.
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import type { ExplanationPointT, MuseumT, ScenicAreaT } from '@contract';
import { offlineFingerprint, readOfflineCatalogue } from './dexie-catalogue';
import { createOfflineAnswerer } from './offline-answerer';

// The feature's index brings its components: only the function is needed here.
vi.mock('@/features/translation', async () => ({ translationSource: (await import('@contract')).translationSource }));

// The first answers build the indexes (seconds on a loaded 2-core machine).
vi.setConfig({ testTimeout: 30_000 });

const json = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;
const tai = json<{ area: ScenicAreaT; points: ExplanationPointT[] }>('content/places/scenic/ta-mount-tai.json');
const palace = json<{ museum: MuseumT }>('content/places/museums/bj-palace-museum.json');
const taiJa = json<Record<string, { text: string }>>('content/translations/ja/ta-mount-tai.json');

beforeEach(async () => {
  await Promise.all([db.scenicAreas, db.museums, db.points, db.translations, db.downloads].map((t) => t.clear()));
  await db.scenicAreas.put(tai.area);
  await db.points.bulkPut(tai.points);
  await db.museums.put(palace.museum);
  // The place's texts in Japanese, as its download (lang ja) stores them: keyed by the English source.
  await db.translations.bulkPut(
    (['intro', 'openingInfo', 'tips', 'address'] as const).map((field) => ({
      key: `ja:${tai.area[field].en}`,
      text: taiJa[`area.${field}`]!.text,
      provider: 'sample',
      updatedAt: 0,
    })),
  );
  await db.downloads.put({
    placeId: tai.area.id,
    kind: 'scenic',
    lang: 'ja',
    name: tai.area.name,
    cover: tai.area.cover,
    contentVersion: tai.area.contentVersion,
    availableVersion: null,
    status: 'complete',
    failure: null,
    media: [],
    totalBytes: 1,
    doneBytes: 1,
    totalItems: 1,
    doneItems: 1,
    startedAt: 1,
    completedAt: 2,
    updatedAt: 2,
  });
});

describe('the offline catalogue', () => {
  it('holds the downloaded place, completed by its stored translations, and knows the others by name', async () => {
    const { downloaded, known } = await readOfflineCatalogue();
    expect(downloaded.places.map((p) => p.id)).toEqual(['ta-mount-tai']);
    const place = downloaded.places[0]!;
    expect(place.intro).toEqual({ cn: tai.area.intro.cn, en: tai.area.intro.en, ja: taiJa['area.intro']!.text });
    expect(place.points.map((p) => p.id)).toEqual([...tai.points].sort((a, b) => a.order - b.order).map((p) => p.id));
    expect(known.places.map((p) => [p.id, p.intro, p.points.length])).toEqual([['bj-palace-museum', {}, 0]]);
    expect(known.places[0]!.aliases).toContain('故宫');
  });

  it('changes its fingerprint when a download goes', async () => {
    const before = await offlineFingerprint();
    await db.downloads.delete('ta-mount-tai');
    expect(await offlineFingerprint()).not.toBe(before);
  });
});

describe('the offline answerer', () => {
  it('answers from the downloaded place in the question’s language, with its source', async () => {
    const { downloaded, known } = await readOfflineCatalogue();
    const outcome = createOfflineAnswerer(downloaded, known).answer({
      question: '泰山の入場料はいくらですか？',
      uiLang: 'ja',
      history: [],
    });
    expect(outcome.kind).toBe('answer');
    if (outcome.kind !== 'answer') return;
    expect(outcome.answer).toMatchObject({ lang: 'ja', placeId: 'ta-mount-tai', declined: false, kind: 'price' });
    expect(outcome.answer.text).toContain('115元');
    expect(outcome.answer.sources.map((s) => s.id)).toEqual(['ta-mount-tai']);
  });

  it('says a place seen but not downloaded is not downloaded, named or the page’s', async () => {
    const { downloaded, known } = await readOfflineCatalogue();
    const answerer = createOfflineAnswerer(downloaded, known);
    const named = answerer.answer({ question: '故宫门票多少钱？', uiLang: 'cn', history: [] });
    expect(named).toMatchObject({ kind: 'not-downloaded', place: { id: 'bj-palace-museum', kind: 'museum' } });
    const onPage = answerer.answer({
      question: 'What are the opening hours?',
      uiLang: 'en',
      placeId: 'bj-palace-museum',
      history: [],
    });
    expect(onPage).toMatchObject({ kind: 'not-downloaded', place: { id: 'bj-palace-museum' } });
    // Naming the downloaded place on that page: answered.
    const both = answerer.answer({
      question: 'When does Mount Tai open?',
      uiLang: 'en',
      placeId: 'bj-palace-museum',
      history: [],
    });
    expect(both).toMatchObject({ kind: 'answer', answer: { placeId: 'ta-mount-tai' } });
  });

  it('has nothing to answer from when nothing is downloaded', async () => {
    await db.downloads.clear();
    const { downloaded, known } = await readOfflineCatalogue();
    expect(downloaded.places).toEqual([]);
    expect(createOfflineAnswerer(downloaded, known).answer({ question: 'Hours?', uiLang: 'en', history: [] })).toEqual({
      kind: 'nothing-downloaded',
    });
  });
});
