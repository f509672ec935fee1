// Before the app's first render over the first screen the server drew for /museumDetail: the
// museum and its exhibits as Dexie holds them, else fetched into Dexie (waited for a moment at
// most), so that the page's first render draws them instead of a loading state.
import { refreshBeforeRender } from '@/hooks/use-refresh';
import { FIRST_SCREEN_WAIT_MS } from '@/lib/server-first-screen';
import { readStoredMuseum, type StoredMuseum } from '../hooks/use-museum';
import { refreshMuseumDetail } from './refresh-museum-detail';

/** The refresh key of a museum's page (MuseumScreen's, with its refreshName). */
export const museumDetailKey = (id: string) => `museum.detail:${id}`;

export async function primeMuseumDetail(id: string): Promise<StoredMuseum | null> {
  const stored = await readStoredMuseum(id);
  if (stored.museum) return stored;
  await refreshBeforeRender(museumDetailKey(id), () => refreshMuseumDetail(id), FIRST_SCREEN_WAIT_MS);
  const fetched = await readStoredMuseum(id);
  return fetched.museum ? fetched : null;
}
