// The hot destinations (the top 3 provinces, then the top 3 cities: two rows of cards), kept in
// Dexie for the next visit and offline.
import { writeStoredValue } from '@/db/stored-lists';
import { request } from '@/lib/api';
import { ENDPOINTS, type HotDestination } from '@contract';

export const HOT_DESTINATIONS_KEY = 'destinations.hot';

export async function fetchHotDestinations(): Promise<void> {
  const list = await request<HotDestination[]>(ENDPOINTS.destinationHot, { payload: { limit: 3 }, errorToast: false });
  await writeStoredValue(HOT_DESTINATIONS_KEY, list);
}
