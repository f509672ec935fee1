// The largest picture of a detail page (its cover), announced in the response's Link header
// for the page sent at /poiDetail?id=… and /museumDetail?id=…: the browser fetches it while
// the scripts load, instead of after the page has fetched the place. A header rather than a
// tag, so the page's bytes (cached and compressed once per route) stay the same for every id.
import type { Kysely } from 'kysely';
import { Lru } from '../crypto/lru';
import type { Database } from '../db/schema';

/** A page's cover for an id; null when there is no such id. */
export type CoverLookup = (id: string) => Promise<string | null>;

/** Media addresses of the app only: nothing that could break out of the header's <…>. */
const SAFE_ADDRESS = /^\/[A-Za-z0-9._~%/-]+$/;
const MAX_ID_LENGTH = 100;
const MAX_AGE_MS = 60_000;
/** Ids remembered (existing or not): a bounded number, whatever ids visitors send. */
const CACHED_IDS = 500;

export function createLcpImageHints(
  lookups: Record<string, CoverLookup>,
): (pathname: string, search: URLSearchParams) => Promise<string | null> {
  const cache = new Lru<string, { image: string | null; readAt: number }>(CACHED_IDS);
  return async (pathname, search) => {
    const lookup = lookups[pathname];
    const id = search.get('id');
    if (!lookup || !id || id.length > MAX_ID_LENGTH) return null;
    const key = `${pathname}\0${id}`;
    const hit = cache.get(key);
    if (hit && Date.now() - hit.readAt < MAX_AGE_MS) return hit.image;
    let found: string | null;
    try {
      found = await lookup(id);
    } catch {
      return null; // the page goes out without the hint; it fetches the place itself
    }
    const image = found !== null && SAFE_ADDRESS.test(found) ? found : null;
    cache.set(key, { image, readAt: Date.now() });
    return image;
  };
}

export const imagePreloadHeader = (image: string) => `<${image}>; rel=preload; as=image; fetchpriority=high`;

/** The detail pages whose largest paint is their cover: a scenic area's, a museum's. */
export function createCoverHints(db: Kysely<Database>) {
  return createLcpImageHints({
    '/poiDetail': async (id) =>
      (await db.selectFrom('scenic_areas').select('data').where('id', '=', id).executeTakeFirst())?.data.cover ?? null,
    '/museumDetail': async (id) =>
      (await db.selectFrom('museums').select('data').where('id', '=', id).executeTakeFirst())?.data.cover ?? null,
  });
}
