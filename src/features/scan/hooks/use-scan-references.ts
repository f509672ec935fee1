import { useLiveQuery } from 'dexie-react-hooks';
import { db, type StoredExhibitFeatures } from '@/db/database';

/**
 * The exhibit features a scan compares with: the given museum's, or, with no museum, those of
 * every museum stored on this device. `undefined` while IndexedDB is read.
 */
export function useScanReferences(museumId: string | undefined): StoredExhibitFeatures[] | undefined {
  return useLiveQuery(async () => {
    const stored = museumId ? [await db.exhibitFeatures.get(museumId)] : await db.exhibitFeatures.toArray();
    return stored.filter((s): s is StoredExhibitFeatures => s !== undefined);
  }, [museumId]);
}
