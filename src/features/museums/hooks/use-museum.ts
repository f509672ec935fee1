import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import type { ExplanationPointT, MuseumT } from '@contract';

export interface StoredMuseum {
  /** null: not stored on this device. */
  museum: MuseumT | null;
  exhibits: ExplanationPointT[];
}

/** A museum and its exhibits as stored; `undefined` while IndexedDB is read. */
export function useStoredMuseum(id: string | undefined): StoredMuseum | undefined {
  return useLiveQuery(async () => {
    if (!id) return { museum: null, exhibits: [] };
    const [museum, exhibits] = await Promise.all([db.museums.get(id), db.points.where('placeId').equals(id).toArray()]);
    return { museum: museum ?? null, exhibits };
  }, [id]);
}
