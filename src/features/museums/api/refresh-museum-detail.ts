// A museum page's refresh: the museum with its halls and exhibits, and the exhibits' image
// hashes (so the scan works offline in a museum once visited). Both through the catalog.
import { db } from '@/db/database';
import { refreshExhibitHashes, refreshMuseum, refreshMuseumExhibits } from '@/lib/catalog';

export async function refreshMuseumDetail(id: string): Promise<void> {
  const hashes = refreshExhibitHashes(id).catch(() => undefined); // the scan's concern: never fails the page
  await refreshMuseum(id);
  await hashes;
}

/** The online museum's refresh: the exhibits, or the whole museum when it was never stored (its halls order the exhibits). */
export async function refreshOnlineMuseum(museumId: string): Promise<void> {
  if (!(await db.museums.get(museumId))) return refreshMuseumDetail(museumId);
  await refreshMuseumExhibits(museumId);
}
