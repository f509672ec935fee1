// The router: created when the first route other than the first screen of / needs it (see
// router-host.tsx), never as a side effect of importing this module.
import { createRouter, RouterProvider, stringifySearchWith } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { LoadingState } from '@/components/ui/loading-state';
import { RouteError } from '@/components/errors/route-error';
import { applyRouteChrome, rememberRoute } from './route-chrome';

export function createAppRouter() {
  const router = createRouter({
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
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

/** The router's tree, as main.tsx renders it once the router is mounted (router-host.tsx). */
export function RouterRoot({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} />;
}
