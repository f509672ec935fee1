import { createRouter, stringifySearchWith } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { LoadingState } from '@/components/ui/loading-state';
import { RouteError } from '@/components/errors/route-error';
import { applyRouteChrome, rememberRoute } from './route-chrome';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultPendingComponent: LoadingState,
  defaultErrorComponent: RouteError,
  scrollRestoration: true,
  // Plain strings stay plain in the address (`provinceCode=330000`, not `%22330000%22`); the
  // routes' validateSearch reads numbers and strings alike.
  stringifySearch: stringifySearchWith(JSON.stringify),
});

// Before each navigation: the title and background of the route about to show.
router.subscribe('onBeforeLoad', ({ toLocation }) => {
  applyRouteChrome(router.matchRoutes(toLocation));
});

// The route left behind is where back goes when there is no history and no referrer.
router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
  if (fromLocation && fromLocation.href !== toLocation.href) rememberRoute(fromLocation.href);
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
