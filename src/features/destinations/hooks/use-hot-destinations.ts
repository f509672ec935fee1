import { useLiveQuery } from 'dexie-react-hooks';
import { readStoredValue } from '@/db/stored-lists';
import { useRefresh, type Refresh } from '@/hooks/use-refresh';
import type { HotDestination } from '@contract';
import { fetchHotDestinations, HOT_DESTINATIONS_KEY } from '../api/hot-destinations';

export function useHotDestinations(): { list: HotDestination[] | null | undefined } & Refresh {
  const list = useLiveQuery(async () => (await readStoredValue<HotDestination[]>(HOT_DESTINATIONS_KEY))?.value ?? null);
  return { list, ...useRefresh(HOT_DESTINATIONS_KEY, fetchHotDestinations) };
}
