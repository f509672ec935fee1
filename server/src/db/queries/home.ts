// The home page's lists in their card projections: what the served index.html carries.
import type { Kysely } from 'kysely';
import { HOME_LIST_SIZES, type GuideCardT, type HomeSnapshot, type ScenicAreaT, type ScenicCardT } from '@contract';
import type { Database } from '../schema';
import { listBanners } from './banner';
import { listGuides } from './guide';
import { listScenic, popularScenic } from './scenic';

const scenicCard = ({ id, name, province, city, level, hot, cover }: ScenicAreaT): ScenicCardT => ({
  id,
  name,
  province,
  city,
  level,
  hot,
  cover,
});

/** The same lists as the home page's four calls (see src/features/home/api/refresh-home.ts). */
export async function homeSnapshot(db: Kysely<Database>): Promise<HomeSnapshot> {
  const [banners, scenic, popular, guides] = await Promise.all([
    listBanners(db, 'home'),
    listScenic(db, { page: 1, pageSize: HOME_LIST_SIZES.scenic }),
    popularScenic(db, HOME_LIST_SIZES.popular),
    listGuides(db),
  ]);
  return {
    banners,
    scenic: scenic.list.map(scenicCard),
    popular: popular.map(scenicCard),
    guides: guides.map(({ id, name, avatar, title, rating }): GuideCardT => ({ id, name, avatar, title, rating })),
  };
}
