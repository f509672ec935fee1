// The home page's boot data in the index.html sent for `/`: the lists as JSON, and the first
// banner (the largest paint) drawn into the page's skeleton, so the first screen needs no API
// round trip and its largest image does not wait for the scripts. A small SVG banner (the app's
// own) is drawn from the page's own bytes, as a data: URL, so that it paints with the page's
// first paint (docs/decisions/0069-the-home-banner-in-the-page.md).
// The lists change only when the catalogue is re-seeded; they are re-read at most once a minute.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { BOOT_DATA_ELEMENT_ID, MEDIA_PREFIX, type BootData } from '@contract';
import { homeSnapshot } from '../db/queries/home';
import type { Database } from '../db/schema';
import { beforeBodyEnd } from '../lib/html';
import type { Transform } from './file-cache';
import { safeRelative, statFile } from './safe-path';

const MAX_AGE_MS = 60_000;

/** Where index.html's skeleton takes the first banner (see index.html). */
export const BOOT_BANNER_MARKER = '<!--boot-banner-->';

/** JSON inside <script>: `<` escaped so no `</script>` or `<!--` can close or confuse it. */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The largest SVG drawn from the page's bytes: the banners are 1.6–5.2 KB (about 2 KB gzip). */
export const MAX_INLINE_BANNER_BYTES = 8 * 1024;

/** An SVG of the app's images (nothing else: no recording, no other folder or type). */
const INLINE_ADDRESS = new RegExp(`^${MEDIA_PREFIX}/images/[A-Za-z0-9._~/-]+\\.svg$`);

/**
 * A data: URL of an SVG, percent-encoded where a URL or a quoted attribute needs it (quotes,
 * `<`, `>`, `#`, `%`, `&`, line ends, non-ASCII); spaces, `=`, `:` and `/` stay as they are, so
 * the page's compression still finds the SVG's repeats.
 */
export function svgDataUrl(svg: string): string {
  const encoded = encodeURIComponent(svg.trim()).replace(/%(20|3D|3A|2F)/g, (escape) => decodeURIComponent(escape));
  return `data:image/svg+xml,${encoded}`;
}

/**
 * The first banner as a data: URL when it is a small SVG of the app's media (read from
 * `mediaDir`, the folder served at /media); null otherwise (another type, too large, missing).
 */
export async function inlineBanner(mediaDir: string, image: string): Promise<string | null> {
  if (!INLINE_ADDRESS.test(image)) return null;
  const rel = safeRelative(image.slice(MEDIA_PREFIX.length));
  if (!rel) return null;
  const path = join(mediaDir, rel);
  const stats = await statFile(path);
  if (!stats || stats.size > MAX_INLINE_BANNER_BYTES) return null;
  return svgDataUrl(await readFile(path, 'utf8'));
}

/**
 * `inline`: the first banner's bytes as a data: URL (inlineBanner), drawn in the skeleton so
 * that it paints with the page; without it, the skeleton's image is fetched by its address.
 */
export function injectBootData(html: string, boot: BootData, inline?: string | null): string {
  const script = `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${scriptSafeJson(boot)}</script>`;
  const banner = boot.home.banners[0]?.image;
  // The same image, at the same size, as the home page's first banner: React's render of it
  // then paints nothing larger. Drawn from the page's bytes, it paints with the first paint;
  // else the browser fetches it while the scripts load.
  const image = !banner
    ? ''
    : inline
      ? `<img src="${attribute(inline)}" alt="" width="720" height="300">`
      : `<img src="${attribute(banner)}" alt="" fetchpriority="high" width="720" height="300">`;
  // Announced at the top of <head>, before the scripts, so it is the first request after the
  // page: for the skeleton's image, or (at the browser's own priority, after the scripts) for
  // React's render of the banner when the skeleton drew it from the page's bytes.
  const preload = !banner
    ? ''
    : `<link rel="preload" as="image" href="${attribute(banner)}"${inline ? '' : ' fetchpriority="high"'}>`;
  const withBanner = html
    .replace(/<meta charset="[^"]*"\s*\/?>/i, (meta) => `${meta}${preload}`)
    .replace(BOOT_BANNER_MARKER, () => image);
  return beforeBodyEnd(withBanner, script);
}

/**
 * A transform of index.html for `/`, current to within a minute of the database (and of the
 * first banner's file under `mediaDir`, when it is drawn from the page's bytes).
 */
export function createHomeBootData(db: Kysely<Database>, mediaDir?: string): () => Promise<Transform> {
  let current: { transform: Transform; readAt: number } | null = null;
  let reading: Promise<Transform> | null = null;
  const read = async (): Promise<Transform> => {
    const boot: BootData = { generatedAt: Date.now(), home: await homeSnapshot(db) };
    const first = boot.home.banners[0]?.image;
    const inline = mediaDir && first ? await inlineBanner(mediaDir, first).catch(() => null) : null;
    // The id names the lists' content (and the banner's bytes), so the cached, compressed page
    // changes only with them.
    const id = `boot:${createHash('sha1')
      .update(JSON.stringify(boot.home))
      .update(inline ?? '')
      .digest('base64url')}`;
    const transform: Transform = {
      id,
      apply: (body) => Buffer.from(injectBootData(body.toString('utf8'), boot, inline), 'utf8'),
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
