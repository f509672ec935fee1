// Fetches the home page's sections and writes them into Dexie; the page reads Dexie only.
import { db } from '../../../db/database';
import { request } from '../../../lib/api';
import { ENDPOINTS, HOME_LIST_SIZES, type BannerT, type GuideT, type Page, type ScenicAreaT } from '../../../lib/contract';
import { HOME_LISTS } from '../state/home-lists';

export async function refreshHome(): Promise<void> {
  // A background refresh: the page itself says when nothing could be shown, so no toasts.
  const quiet = { errorToast: false } as const;
  const [banners, scenic, popular, guides] = await Promise.all([
    request<BannerT[]>(ENDPOINTS.bannerList, { method: 'POST', payload: { position: 'home' }, ...quiet }),
    request<Page<ScenicAreaT>>(ENDPOINTS.scenicList, { payload: { page: 1, pageSize: HOME_LIST_SIZES.scenic }, ...quiet }),
    request<ScenicAreaT[]>(ENDPOINTS.scenicPopular, { payload: { limit: HOME_LIST_SIZES.popular }, ...quiet }),
    request<GuideT[]>(ENDPOINTS.guideList, quiet),
  ]);
  const now = Date.now();
  await db.transaction('rw', [db.banners, db.scenicAreas, db.guides, db.lists], async () => {
    await db.banners.bulkPut(banners);
    await db.scenicAreas.bulkPut([...scenic.list, ...popular]);
    await db.guides.bulkPut(guides);
    await db.lists.bulkPut([
      { key: HOME_LISTS.banners, ids: banners.map((b) => b.id), updatedAt: now },
      { key: HOME_LISTS.scenic, ids: scenic.list.map((s) => s.id), updatedAt: now },
      { key: HOME_LISTS.popular, ids: popular.map((s) => s.id), updatedAt: now },
      { key: HOME_LISTS.guides, ids: guides.map((g) => g.id), updatedAt: now },
    ]);
  });
}
