// Which media files are paid, and by which points: a file that only locked points name (their
// recordings, official and gold-medal guide, and their video) is paid; a file a free point
// names too stays free. An audio file no point names but called after a locked point
// (`<pointId>.<anything>`, e.g. a recording not yet listed) is that point's as well: an
// omission in the catalogue must not give a recording away. Read from the database and
// kept for 30 s (the catalogue changes only when content is applied at a start).
import { sql, type Kysely } from 'kysely';
import { MEDIA_PREFIX, paidMediaUrls, type ExplanationPointT } from '@contract';
import type { Database } from '../db/schema';

const FRESH_MS = 30_000;

/** The locked points a paid file belongs to (any one of them unlocked opens it). */
export interface PaidFile {
  points: Array<{ id: string; placeId: string }>;
}

interface Index {
  paid: Map<string, PaidFile>;
  free: Set<string>;
  locked: Map<string, { id: string; placeId: string }>;
  readAt: number;
}

/** Paths as the media handler sees them: decoded, without a query. */
function pathOf(url: string): string | null {
  if (!url.startsWith(`${MEDIA_PREFIX}/`)) return null;
  try {
    return decodeURIComponent(url.split('?')[0]!);
  } catch {
    return null;
  }
}

async function readIndex(db: Kysely<Database>): Promise<Index> {
  const rows = await db
    .selectFrom('explanation_points')
    .select([
      'id',
      'place_id',
      sql<Pick<ExplanationPointT, 'locked' | 'audio' | 'guideNarration' | 'video'>>`jsonb_build_object(
      'locked', data->'locked', 'audio', data->'audio', 'guideNarration', data->'guideNarration', 'video', data->'video')`.as(
        'media',
      ),
    ])
    .execute();
  const index: Index = { paid: new Map(), free: new Set(), locked: new Map(), readAt: Date.now() };
  for (const row of rows) {
    const point = { id: row.id, placeId: row.place_id };
    const paths = paidMediaUrls(row.media as ExplanationPointT)
      .map(pathOf)
      .filter((p): p is string => p !== null);
    if (!row.media.locked) {
      for (const path of paths) index.free.add(path);
      continue;
    }
    index.locked.set(row.id, point);
    for (const path of paths) index.paid.set(path, { points: [...(index.paid.get(path)?.points ?? []), point] });
  }
  for (const path of index.free) index.paid.delete(path);
  return index;
}

export interface PaidMediaIndex {
  /** The points that sell the file at this decoded path, or null when it is free. */
  lookup(db: Kysely<Database>, path: string): Promise<PaidFile | null>;
}

export function createPaidMediaIndex(): PaidMediaIndex {
  const byDb = new WeakMap<Kysely<Database>, { index?: Index; reading?: Promise<Index> }>();
  async function current(db: Kysely<Database>): Promise<Index> {
    let entry = byDb.get(db);
    if (!entry) byDb.set(db, (entry = {}));
    if (entry.index && Date.now() - entry.index.readAt < FRESH_MS) return entry.index;
    const state = entry;
    state.reading ??= readIndex(db).finally(() => (state.reading = undefined));
    state.index = await state.reading;
    return state.index;
  }
  return {
    async lookup(db, path) {
      const index = await current(db);
      const paid = index.paid.get(path);
      if (paid) return paid;
      if (index.free.has(path) || !path.startsWith(`${MEDIA_PREFIX}/audio/`)) return null;
      const named = index.locked.get(path.slice(path.lastIndexOf('/') + 1).split('.')[0]!);
      return named ? { points: [named] } : null;
    },
  };
}
