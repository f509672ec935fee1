// Which tab each screen sits below: where the back bar goes when the visitor came in by a deep
// link or a scanned code and the app has no earlier screen of its own to return to.
import type { FileRoutesByTo } from '@/routeTree.gen';

/** The five tabs of the bottom bar (spec point 2): Home, Destinations, Sight, Interact, Mine. */
export type TabRoot = '/' | '/destinations' | '/guidePage' | '/chatTravel' | '/mine';

// Typed over every route: a new screen fails the type check until it names its tab.
const TAB_OF: Record<Exclude<keyof FileRoutesByTo, TabRoot>, TabRoot> = {
  '/poiList': '/',
  '/poiDetail': '/',
  '/pointDetail': '/',
  '/playerDetail': '/',
  '/mapGuide': '/',
  '/museum': '/',
  '/museumDetail': '/',
  '/onlineMuseum': '/',
  '/exhibitionTour': '/',
  '/scan': '/',
  '/checkout': '/',
  '/guideDetailPage': '/guidePage',
  '/chatInteract': '/chatTravel',
  '/login': '/mine',
  '/accountInfo': '/mine',
  '/address': '/mine',
  '/favorites': '/mine',
  '/history': '/mine',
  '/orders': '/mine',
  '/orderDetail': '/mine',
  '/feedback': '/mine',
  '/about': '/mine',
  '/downloads': '/mine',
  '/download': '/mine',
  '/saeMini': '/mine',
  '/privacyPage': '/mine',
  '/privacyPage_en': '/mine',
  '/privacyPage_fr': '/mine',
  '/userAgreement': '/mine',
  '/userAgreement_en': '/mine',
  '/userAgreement_fr': '/mine',
  '/thirdService': '/mine',
  '/thirdService_en': '/mine',
};

export function tabRootOf(pathname: string): TabRoot {
  return (TAB_OF as Record<string, TabRoot | undefined>)[pathname] ?? '/';
}
