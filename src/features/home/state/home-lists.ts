/** The keys of the home page's lists in Dexie's `lists` table. */
export const HOME_LISTS = {
  banners: 'home.banners',
  scenic: 'home.scenic',
  popular: 'home.popular',
  guides: 'home.guides',
} as const;
