// Before a scan in a museum: the museum, its exhibits (which a match shows) and their image
// hashes, kept in Dexie (by the catalog) so the next scan there works offline.
import { refreshExhibitHashes, refreshMuseum } from '@/lib/catalog';

export async function refreshScanMuseum(museumId: string): Promise<void> {
  await Promise.all([refreshMuseum(museumId), refreshExhibitHashes(museumId)]);
}
