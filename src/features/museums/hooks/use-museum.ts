import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import type { ExplanationPointT, MuseumT } from '@contract';

export interface StoredMuseum {
  /** null: not stored on this device. */
  museum: MuseumT | null;
  exhibits: ExplanationPointT[];
}

export async function readStoredMuseum(id: string): Promise<StoredMuseum> {
  const [museum, exhibits] = await Promise.all([db.museums.get(id), db.points.where('placeId').equals(id).toArray()]);
  return { museum: museum ?? null, exhibits };
}

/**
 * A museum and its exhibits as stored; `undefined` while IndexedDB is read, unless the route's
 * loader read them already (`primed`, drawn until the live query answers).
 */
export function useStoredMuseum(id: string | undefined, primed?: StoredMuseum | null): StoredMuseum | undefined {
  return useLiveQuery(
    async () => (id ? readStoredMuseum(id) : { museum: null, exhibits: [] }),
    [id],
    primed && primed.museum?.id === id ? primed : undefined,
  );
}
