// Fetches a museum's exhibit image hashes and keeps them in Dexie, so a scan in that museum
// matches offline. Called when a museum is visited (and by the download of a museum).
import { db } from '@/db/database';
import { request } from '@/lib/api';
import { ENDPOINTS, type ExhibitHash } from '@contract';

export async function refreshExhibitHashes(museumId: string): Promise<void> {
  const hashes = await request<ExhibitHash[]>(ENDPOINTS.exhibitHashes, { payload: { museumId }, errorToast: false });
  await db.exhibitHashes.put({ museumId, hashes, updatedAt: Date.now() });
}
