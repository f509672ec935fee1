// The routes of the spec's table (point 2) and the further screens its interface strings
// name, with the English source of their title and their body background.
export interface RouteCase {
  path: string;
  title: string;
  background: string;
  inSpecTable: boolean;
  /** A legal text's route: its tab title is in the text's language, not the interface's. */
  titleLocale?: 'cn' | 'en' | 'fr';
}

/** The tab title a route shows with the interface in `locale` (catalogs read by the caller). */
export function expectedTitle(route: RouteCase, locale: string, catalogOf: (locale: string) => Map<string, string>) {
  const titleLocale = route.titleLocale ?? locale;
  return catalogOf(titleLocale).get(route.title) || route.title;
}

const LIGHT_GREY = 'rgb(245, 245, 245)';
const WHITE = 'rgb(255, 255, 255)';

export const ROUTES: RouteCase[] = [
  { path: '/', title: 'Scenic area guide', background: LIGHT_GREY, inSpecTable: true },
  { path: '/poiList', title: 'Scenic areas', background: LIGHT_GREY, inSpecTable: true },
  { path: '/poiDetail', title: 'Home', background: LIGHT_GREY, inSpecTable: true },
  { path: '/guidePage', title: 'Gold-medal guides', background: LIGHT_GREY, inSpecTable: true },
  { path: '/guideDetailPage', title: 'Guide profile', background: LIGHT_GREY, inSpecTable: true },
  { path: '/chatTravel', title: 'AI travel assistant', background: LIGHT_GREY, inSpecTable: true },
  { path: '/chatInteract', title: 'AI assistant', background: WHITE, inSpecTable: true },
  { path: '/privacyPage', title: 'Privacy policy', background: WHITE, inSpecTable: true, titleLocale: 'cn' },
  { path: '/privacyPage_en', title: 'Privacy policy', background: WHITE, inSpecTable: true, titleLocale: 'en' },
  { path: '/privacyPage_fr', title: 'Privacy policy', background: WHITE, inSpecTable: true, titleLocale: 'fr' },
  { path: '/userAgreement', title: 'Service agreement', background: WHITE, inSpecTable: true, titleLocale: 'cn' },
  { path: '/userAgreement_en', title: 'Service agreement', background: WHITE, inSpecTable: true, titleLocale: 'en' },
  { path: '/userAgreement_fr', title: 'Service agreement', background: WHITE, inSpecTable: true, titleLocale: 'fr' },
  {
    path: '/thirdService',
    title: 'Third-party information sharing',
    background: WHITE,
    inSpecTable: true,
    titleLocale: 'cn',
  },
  {
    path: '/thirdService_en',
    title: 'Third-party information sharing',
    background: WHITE,
    inSpecTable: true,
    titleLocale: 'en',
  },
  { path: '/download', title: 'Download the app', background: LIGHT_GREY, inSpecTable: true },
  { path: '/saeMini', title: 'Mini-program', background: LIGHT_GREY, inSpecTable: true },
  { path: '/login', title: 'Log in', background: WHITE, inSpecTable: true },
  { path: '/museum', title: 'Museums', background: LIGHT_GREY, inSpecTable: true },
  { path: '/museumDetail', title: 'Museum detail', background: LIGHT_GREY, inSpecTable: true },
  { path: '/playerDetail', title: 'Now playing', background: 'rgb(238, 242, 246)', inSpecTable: true },
  { path: '/mapGuide', title: 'Map guide', background: LIGHT_GREY, inSpecTable: true },
  { path: '/destinations', title: 'Destinations', background: LIGHT_GREY, inSpecTable: false },
  { path: '/pointDetail', title: 'Explanation point', background: LIGHT_GREY, inSpecTable: false },
  { path: '/onlineMuseum', title: 'Online museum', background: LIGHT_GREY, inSpecTable: false },
  { path: '/exhibitionTour', title: 'Exhibition tour', background: LIGHT_GREY, inSpecTable: false },
  { path: '/scan', title: 'Scan an exhibit', background: LIGHT_GREY, inSpecTable: false },
  { path: '/mine', title: 'Mine', background: LIGHT_GREY, inSpecTable: false },
  { path: '/accountInfo', title: 'Account info', background: LIGHT_GREY, inSpecTable: false },
  { path: '/address', title: 'Postal address', background: LIGHT_GREY, inSpecTable: false },
  { path: '/favorites', title: 'My favourites', background: LIGHT_GREY, inSpecTable: false },
  { path: '/history', title: 'Browsing history', background: LIGHT_GREY, inSpecTable: false },
  { path: '/orders', title: 'My orders', background: LIGHT_GREY, inSpecTable: false },
  { path: '/orderDetail', title: 'Order detail', background: LIGHT_GREY, inSpecTable: false },
  { path: '/checkout', title: 'Checkout', background: LIGHT_GREY, inSpecTable: false },
  { path: '/feedback', title: 'Contact us', background: LIGHT_GREY, inSpecTable: false },
  { path: '/about', title: 'About us', background: LIGHT_GREY, inSpecTable: false },
  { path: '/downloads', title: 'Downloads', background: LIGHT_GREY, inSpecTable: false },
];
