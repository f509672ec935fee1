// Fetches the home page's sections and writes them into Dexie; the page reads Dexie only.
import { db } from '@/db/database';
import { request } from '@/lib/api';
import { fetchFirstScenicAreas, fetchGuides } from '@/lib/catalog';
import { ENDPOINTS, HOME_LIST_SIZES, type BannerT, type ScenicAreaT } from '@contract';
import { HOME_LISTS } from '../state/home-lists';

export async function refreshHome(): Promise<void> {
  // A background refresh: the page itself says when nothing could be shown, so no toasts.
  const quiet = { errorToast: false } as const;
  const [banners, scenic, popular, guides] = await Promise.all([
    request<BannerT[]>(ENDPOINTS.bannerList, { method: 'POST', payload: { position: 'home' }, ...quiet }),
    fetchFirstScenicAreas(HOME_LIST_SIZES.scenic),
    request<ScenicAreaT[]>(ENDPOINTS.scenicPopular, { payload: { limit: HOME_LIST_SIZES.popular }, ...quiet }),
    fetchGuides(),
  ]);
  const now = Date.now();
  // The catalog stored the first scenic areas and the guides; the home page keeps their order.
  await db.transaction('rw', [db.banners, db.scenicAreas, db.lists], async () => {
    await db.banners.bulkPut(banners);
    await db.scenicAreas.bulkPut(popular);
    await db.lists.bulkPut([
      { key: HOME_LISTS.banners, ids: banners.map((b) => b.id), updatedAt: now },
      { key: HOME_LISTS.scenic, ids: scenic.map((s) => s.id), updatedAt: now },
      { key: HOME_LISTS.popular, ids: popular.map((s) => s.id), updatedAt: now },
      { key: HOME_LISTS.guides, ids: guides.map((g) => g.id), updatedAt: now },
    ]);
  });
}
