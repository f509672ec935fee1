// Boot data: what the server writes into the index.html it sends for `/`, so the home page
// paints its content from the first response, without waiting for an API round trip.
import type { BannerT, GuideT, ScenicAreaT } from './catalog';

/** The element (a JSON script) that carries the boot data. */
export const BOOT_DATA_ELEMENT_ID = 'boot-data';

/**
 * The class of the first screen the server draws into the page sent for a detail address
 * (server/src/static/detail-first-screen.ts): while it is on screen, the app's first render
 * waits for the place's data rather than replacing it with a loading state.
 */
export const SERVER_FIRST_SCREEN_CLASS = 'boot-detail';

/** What a scenic-area card shows: the list's projection, without intros and tips. */
export type ScenicCardT = Pick<ScenicAreaT, 'id' | 'name' | 'province' | 'city' | 'level' | 'hot' | 'cover'>;
/** What a guide card shows. */
export type GuideCardT = Pick<GuideT, 'id' | 'name' | 'avatar' | 'title' | 'rating'>;

/** The home page's sections, the same lists (and order) as the home page's API calls. */
export interface HomeSnapshot {
  banners: BannerT[];
  scenic: ScenicCardT[];
  popular: ScenicCardT[];
  guides: GuideCardT[];
}

export interface BootData {
  /** ms since epoch, when the server read the lists. */
  generatedAt: number;
  home: HomeSnapshot;
}

/** The home lists' sizes, shared by the home page's refresh and the server's boot data. */
export const HOME_LIST_SIZES = { scenic: 6, popular: 4 } as const;

/**
 * The element (a JSON script) that carries the chat's greeting and suggestions in the page sent
 * for /chatInteract (server/src/static/chat-first-screen.ts), in the language it was drawn in.
 */
export const CHAT_BOOT_ELEMENT_ID = 'chat-boot';

export interface ChatBootConfig {
  lang: string;
  greeting: string | null;
  suggestions: string[];
}
