import type { BannerT, GuideCardT, ScenicCardT } from '@contract';

/** The home page's lists, null where nothing was ever stored. */
export interface HomeSections {
  banners: BannerT[] | null;
  scenic: ScenicCardT[] | null;
  popular: ScenicCardT[] | null;
  guides: GuideCardT[] | null;
}

/** The keys of the home page's lists in Dexie's `lists` table. */
export const HOME_LISTS = {
  banners: 'home.banners',
  scenic: 'home.scenic',
  popular: 'home.popular',
  guides: 'home.guides',
} as const;
