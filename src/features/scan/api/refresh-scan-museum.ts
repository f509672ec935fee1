// Before a scan in a museum: the museum, its exhibits (which a match shows) and their
// reference-picture features, kept in Dexie (by the catalog) so the next scan there works
// offline.
import { refreshExhibitFeatures, refreshMuseum } from '@/lib/catalog';

export async function refreshScanMuseum(museumId: string): Promise<void> {
  await Promise.all([refreshMuseum(museumId), refreshExhibitFeatures(museumId)]);
}
