import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import { LoadingState } from '../components/ui/loading-state';
import { RouteError } from '../components/errors/route-error';
import { applyRouteChrome } from './route-chrome';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultPendingComponent: LoadingState,
  defaultErrorComponent: RouteError,
  scrollRestoration: true,
});

// Before each navigation: the title and background of the route about to show.
router.subscribe('onBeforeLoad', ({ toLocation }) => {
  applyRouteChrome(router.matchRoutes(toLocation));
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
