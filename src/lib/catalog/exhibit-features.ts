// Fetches a museum's exhibit features (what the scan recognises pictures with) and keeps them
// in Dexie, so a scan in that museum works offline. Called by the scan screen for its museum;
// a museum's download carries them too.
import { db } from '@/db/database';
import { request } from '@/lib/api';
import { ENDPOINTS, type MuseumExhibitFeaturesT } from '@contract';

export async function refreshExhibitFeatures(museumId: string): Promise<void> {
  const features = await request<MuseumExhibitFeaturesT>(ENDPOINTS.exhibitFeatures, {
    payload: { museumId },
    errorToast: false,
  });
  await db.exhibitFeatures.put({ museumId, ...features, updatedAt: Date.now() });
}
