// Runtime caching of media. Images (pictures, covers, maps): cache first, kept for 30 days,
// at most 400 of them. Narration audio: a file once played is kept whole, and served from
// the cache with Range support, so it plays and seeks with no signal. The API (and the chat
// stream) is never cached here: Dexie is the app's offline store.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { createPartialResponse } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

export const IMAGE_CACHE = 'guide-images';
export const AUDIO_CACHE = 'guide-audio';

const isImage = (url: URL) =>
  (url.pathname.startsWith('/media/images/') || url.pathname.startsWith('/media/maps/') || url.pathname.startsWith('/uploads/')) &&
  !url.pathname.endsWith('.mp3');

async function audioFromCacheOrNetwork(request: Request, event: ExtendableEvent): Promise<Response> {
  const cache = await caches.open(AUDIO_CACHE);
  const whole = await cache.match(request.url);
  if (whole) return request.headers.has('range') ? createPartialResponse(request, whole) : whole;
  // The player asks for ranges (206); keep the whole file beside it, once, for offline play.
  event.waitUntil(
    fetch(request.url)
      .then((response) => (response.status === 200 ? cache.put(request.url, response) : undefined))
      .catch(() => undefined),
  );
  return fetch(request);
}

export function registerMediaCaches(): void {
  registerRoute(
    ({ url, request }) => url.origin === self.location.origin && request.destination !== 'audio' && isImage(url),
    new CacheFirst({
      cacheName: IMAGE_CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
      ],
    }),
  );
  registerRoute(
    ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/media/audio/'),
    ({ request, event }) => audioFromCacheOrNetwork(request, event as ExtendableEvent),
  );
}
