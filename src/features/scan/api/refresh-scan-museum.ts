// Before a scan in a museum: the museum, its exhibits (which a match shows) and their image
// hashes, kept in Dexie so the next scan there works offline.
import { db } from '../../../db/database';
import { request } from '../../../lib/api';
import { ENDPOINTS, type ExplanationPointT, type MuseumT } from '../../../lib/contract';
import { refreshExhibitHashes } from './refresh-exhibit-hashes';

export async function refreshScanMuseum(museumId: string): Promise<void> {
  const [{ museum, exhibits }] = await Promise.all([
    request<{ museum: MuseumT; exhibits: ExplanationPointT[] }>(ENDPOINTS.museumDetail, {
      payload: { id: museumId },
      errorToast: false,
    }),
    refreshExhibitHashes(museumId),
  ]);
  await db.transaction('rw', [db.museums, db.points], async () => {
    await db.museums.put(museum);
    await db.points.bulkPut(exhibits);
  });
}
