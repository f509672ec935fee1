// Each downloaded place keeps its media in a Cache Storage cache of its own, so that one
// place can be deleted whole and a full disk never damages another place. A stored file
// carries the SHA-256 it was verified against: a resume or an update keeps it only when
// the manifest still names that digest. A paid recording carries the member it was fetched for
// (the service worker serves it only to them; a logout deletes it: paid-downloads.ts).
import { PAID_MEDIA_MEMBER_HEADER, PLACE_CACHE_PREFIX, type PackageMediaItem } from '@contract';

export const DIGEST_HEADER = 'x-content-sha256';

export const placeCacheName = (placeId: string) => `${PLACE_CACHE_PREFIX}${placeId}`;

export function openPlaceCache(placeId: string): Promise<Cache> {
  return caches.open(placeCacheName(placeId));
}

/** The indexes of the manifest's items already stored with the same digest. */
export async function storedItems(cache: Cache, media: PackageMediaItem[]): Promise<Set<number>> {
  const stored = new Set<number>();
  await Promise.all(
    media.map(async (item, index) => {
      const hit = await cache.match(item.url);
      if (hit?.headers.get(DIGEST_HEADER) === item.sha256) stored.add(index);
    }),
  );
  return stored;
}

export async function putItem(
  cache: Cache,
  item: PackageMediaItem,
  body: Uint8Array<ArrayBuffer>,
  contentType: string,
  member: string | null,
): Promise<void> {
  const headers: Record<string, string> = {
    'content-type': contentType,
    'content-length': String(body.byteLength),
    [DIGEST_HEADER]: item.sha256,
  };
  if (item.paid) headers[PAID_MEDIA_MEMBER_HEADER] = member ?? '';
  await cache.put(item.url, new Response(body, { status: 200, headers }));
}

/** Removes what the manifest no longer names (after an update). */
export async function pruneCache(cache: Cache, media: PackageMediaItem[]): Promise<void> {
  const wanted = new Set(media.map((item) => new URL(item.url, location.origin).href));
  const keys = await cache.keys();
  await Promise.all(keys.filter((request) => !wanted.has(request.url)).map((request) => cache.delete(request)));
}
