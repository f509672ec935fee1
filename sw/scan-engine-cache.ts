// The scan's picture-recognition library (OpenCV.js, src/lib/scan-engine.ts): too large for
// the precache (every visitor would download it), kept here cache-first once the scan screen
// or a museum's download fetched it, so picture recognition works offline from then on.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

const CACHE = 'scan-engine';
const isEngine = (url: URL) => /^\/assets\/opencv-[\w-]+\.js$/.test(url.pathname);

export function registerScanEngineCache(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && isEngine(url),
    new CacheFirst({
      cacheName: CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        // A new build names a new file: keep only the latest.
        new ExpirationPlugin({ maxEntries: 1 }),
      ],
    }),
  );
}
