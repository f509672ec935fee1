// Before the app's first render over the first screen the server drew for /poiDetail: the area
// and its points as Dexie holds them, else fetched into Dexie (waited for a moment at most), so
// that the page's first render draws them instead of a loading state between the server's
// screen and the page.
import { refreshBeforeRender } from '@/hooks/use-refresh';
import { refreshScenic } from '@/lib/catalog';
import { FIRST_SCREEN_WAIT_MS } from '@/lib/server-first-screen';
import { readScenicDetail, scenicDetailKey, type StoredScenic } from '../hooks/use-scenic-detail';

export async function primeScenicDetail(id: string): Promise<StoredScenic | null> {
  const stored = await readScenicDetail(id);
  if (stored.area) return stored;
  await refreshBeforeRender(scenicDetailKey(id), () => refreshScenic(id), FIRST_SCREEN_WAIT_MS);
  const fetched = await readScenicDetail(id);
  return fetched.area ? fetched : null;
}
