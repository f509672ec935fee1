import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/** Every client route opens offline: navigations get the precached app shell. */
export function registerNavigationFallback(): void {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('index.html'), {
      // The sandbox payment provider's pages are the server's, not the app's.
      denylist: [/^\/api\//, /^\/media\//, /^\/sandbox-pay\//],
    }),
  );
}
