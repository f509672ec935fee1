// The home page's boot data in the index.html sent for `/`: the lists as JSON, and the first
// banner (the largest paint) drawn into the page's skeleton, so the first screen needs no API
// round trip and its largest image does not wait for the scripts.
// The lists change only when the catalogue is re-seeded; they are re-read at most once a minute.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { BOOT_DATA_ELEMENT_ID, type BootData } from '@contract';
import { homeSnapshot } from '../db/queries/home';
import type { Database } from '../db/schema';
import { beforeBodyEnd } from '../lib/html';
import type { Transform } from './file-cache';

const MAX_AGE_MS = 60_000;

/** Where index.html's skeleton takes the first banner (see index.html). */
export const BOOT_BANNER_MARKER = '<!--boot-banner-->';

/** JSON inside <script>: `<` escaped so no `</script>` or `<!--` can close or confuse it. */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export function injectBootData(html: string, boot: BootData): string {
  const script = `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${scriptSafeJson(boot)}</script>`;
  const banner = boot.home.banners[0]?.image;
  // The same image, at the same size, as the home page's first banner: React's render of it
  // then paints nothing larger, and the browser fetches it while the scripts load.
  const image = banner ? `<img src="${attribute(banner)}" alt="" fetchpriority="high" width="720" height="300">` : '';
  // Announced at the top of <head>, before the scripts, so it is the first request after the page.
  const preload = banner ? `<link rel="preload" as="image" href="${attribute(banner)}" fetchpriority="high">` : '';
  const withBanner = html
    .replace(/<meta charset="[^"]*"\s*\/?>/i, (meta) => `${meta}${preload}`)
    .replace(BOOT_BANNER_MARKER, () => image);
  return beforeBodyEnd(withBanner, script);
}

/** A transform of index.html for `/`, current to within a minute of the database. */
export function createHomeBootData(db: Kysely<Database>): () => Promise<Transform> {
  let current: { transform: Transform; readAt: number } | null = null;
  let reading: Promise<Transform> | null = null;
  const read = async (): Promise<Transform> => {
    const boot: BootData = { generatedAt: Date.now(), home: await homeSnapshot(db) };
    // The id names the lists' content, so the cached, compressed page changes only with them.
    const id = `boot:${createHash('sha1').update(JSON.stringify(boot.home)).digest('base64url')}`;
    const transform: Transform = {
      id,
      apply: (body) => Buffer.from(injectBootData(body.toString('utf8'), boot), 'utf8'),
    };
    current = { transform, readAt: Date.now() };
    return transform;
  };
  // Stale while revalidating: once read, a page never waits for the database again.
  return async () => {
    if (!current || Date.now() - current.readAt >= MAX_AGE_MS) reading ??= read().finally(() => (reading = null));
    if (!current) return reading as Promise<Transform>;
    reading?.catch(() => {}); // a failed re-read keeps the last lists; the next page tries again
    return current.transform;
  };
}

/** Both rewrites, one after the other, named by both ids. */
export function chainTransforms(first: Transform, second: Transform): Transform {
  return { id: `${first.id}+${second.id}`, apply: (body) => second.apply(first.apply(body)) };
}
