// Fetches a museum with its halls and exhibits, and the exhibits' image hashes (so the scan
// works offline in a museum once visited), and writes them into Dexie.
import { db } from '../../../db/database';
import { request } from '../../../lib/api';
import { ENDPOINTS, type ExplanationPointT, type MuseumT } from '../../../lib/contract';
// The hash refresh alone: the scan's index would bring its QR decoder into the museum screens.
import { refreshExhibitHashes } from '../../scan/api/refresh-exhibit-hashes';
import { storeExhibits } from '../db/store-exhibits';

export async function refreshMuseumDetail(id: string): Promise<void> {
  const hashes = refreshExhibitHashes(id).catch(() => undefined); // the scan's concern: never fails the page
  const { museum, exhibits } = await request<{ museum: MuseumT; exhibits: ExplanationPointT[] }>(ENDPOINTS.museumDetail, {
    payload: { id },
    errorToast: false,
  });
  await db.transaction('rw', [db.museums, db.points], async () => {
    await db.museums.put(museum);
    await storeExhibits(museum.id, exhibits);
  });
  await hashes;
}
