// Serves the built app from DIST_DIR: hashed assets immutable, the shell and the service
// worker revalidated, client routes answered with index.html (SPA fallback). Every
// index.html it sends (/, /index.html, the fallback) carries the server's public key.
import { basename, join, resolve } from 'node:path';
import type { Context } from 'hono';
import { GATEWAY, MEDIA_PREFIX } from '@contract';
import { chainTransforms } from './boot-data';
import type { FirstScreenTransform } from './detail-first-screen';
import type { Transform } from './file-cache';
import type { SitePolicy } from '@contract/site-policy';
import { publicKeyTransform, type PublicKeyInfo } from './inject-key';
import { sitePolicyTransform } from './inject-site-policy';
import { imagePreloadHeader } from './lcp-image-hints';
import { createRoutePreloads } from './route-preloads';
import { notFoundText, safeRelative, statFile } from './safe-path';
import { sendFile } from './send-file';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';
const ALWAYS_REVALIDATE = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);

export function cacheControlFor(relPath: string): string {
  if (relPath.startsWith('assets/')) return IMMUTABLE;
  if (ALWAYS_REVALIDATE.has(basename(relPath))) return REVALIDATE;
  return SHORT;
}

/** Paths that name a file (an extension, or under assets/) never fall back to the shell. */
const looksLikeFile = (rel: string) => rel.startsWith('assets/') || /\.[^/]+$/.test(rel);

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>App not built</title></head>
<body><h1>The app is not built yet</h1>
<p>The server found no <code>index.html</code> in its DIST_DIR. Run <code>npm run build</code>, then reload this page.</p>
</body></html>`;

const notBuilt = () =>
  new Response(NOT_BUILT_PAGE, {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '10' },
  });

export interface DistOptions {
  distDir: string;
  /** The key to embed now (a rotation on another instance changes it while this one runs). */
  publicKey: () => PublicKeyInfo;
  sitePolicy: SitePolicy;
  /**
   * The boot-data rewrite for the page sent at `/` (see boot-data.ts); when it fails, the
   * page goes out without it and the app fetches its lists itself.
   */
  homeBootData?: () => Promise<Transform>;
  onBootDataError?: (error: unknown) => void;
  /** The cover of a detail page, announced in a Link header (see lcp-image-hints.ts). */
  imageHint?: (pathname: string, search: URLSearchParams) => Promise<string | null>;
  /** The first screen of a detail page, drawn from the database (see detail-first-screen.ts). */
  firstScreen?: FirstScreenTransform;
}

export function createDistHandler({
  distDir,
  publicKey,
  sitePolicy,
  homeBootData,
  onBootDataError,
  imageHint,
  firstScreen,
}: DistOptions) {
  const root = resolve(distDir);
  const routePreloads = createRoutePreloads(root);
  // Every index.html: the public key and the site policy (made again when the key changes).
  const policy = sitePolicyTransform(sitePolicy);
  let made: { secretHash: string; transform: Transform } | null = null;
  const keyed = (): Transform => {
    const key = publicKey();
    if (made?.secretHash !== key.secretHash)
      made = { secretHash: key.secretHash, transform: chainTransforms(publicKeyTransform(key), policy) };
    return made.transform;
  };
  const homeTransform = async (): Promise<Transform> => {
    const withKey = keyed();
    if (!homeBootData) return withKey;
    try {
      return chainTransforms(withKey, await homeBootData());
    } catch (error) {
      onBootDataError?.(error);
      return withKey;
    }
  };
  return async (c: Context): Promise<Response> => {
    const path = c.req.path;
    if (path === GATEWAY || path.startsWith(`${GATEWAY}/`)) return c.notFound();
    if (path.startsWith(`${MEDIA_PREFIX}/`)) return notFoundText();
    const rel = safeRelative(path);
    if (rel === null) return notFoundText();

    const file = rel === '' || rel.endsWith('/') ? `${rel}index.html` : rel;
    const stats = await statFile(join(root, file));
    const transform = file !== 'index.html' ? undefined : rel === '' ? await homeTransform() : keyed();
    if (stats) return sendFile(c, join(root, file), stats, cacheControlFor(file), transform);
    if (looksLikeFile(rel)) return notFoundText();

    const indexPath = join(root, 'index.html');
    const indexStats = await statFile(indexPath);
    if (!indexStats) return notBuilt();
    // Another address than /: the router and the route's code announced with the entry; on a
    // detail page, its first screen drawn in the visitor's language.
    const search = new URL(c.req.url).searchParams;
    const [drawn, image] = await Promise.all([
      firstScreen?.(path, search, { cookie: c.req.header('Cookie'), userAgent: c.req.header('User-Agent') }) ?? null,
      imageHint?.(path, search) ?? null,
    ]);
    const routed = chainTransforms(keyed(), routePreloads(path));
    const response = await sendFile(
      c,
      indexPath,
      indexStats,
      REVALIDATE,
      drawn ? chainTransforms(routed, drawn) : routed,
    );
    // The page drawn for one visitor's language (and host) must not be served to another's.
    if (drawn) response.headers.set('Vary', 'Accept-Encoding, Cookie, User-Agent');
    if (image) response.headers.append('Link', imagePreloadHeader(image));
    return response;
  };
}
