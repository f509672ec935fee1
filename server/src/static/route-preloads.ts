// The page sent for an address other than /: the app opens there with the router, which the
// entry imports dynamically, and the router then imports the route's own code. Left to the
// browser, that is one round trip after another (entry -> router -> route -> its imports).
// The build's manifest names all of it, so the page announces it in <head> and everything
// downloads alongside the entry. / needs none of it (its first screen runs without the router).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Transform } from './file-cache';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The router's module, as the entry imports it (src/app/router-host.tsx). */
const ROUTER_MODULE = 'src/app/router.tsx';
/** Route files are named after their paths (src/routes/poiDetail.tsx for /poiDetail). */
const ROUTE_PATH = /^\/[A-Za-z][A-Za-z0-9_]*$/;

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Every file a chunk needs: itself, its static imports (recursively) and their CSS. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

/** The <link>s for the router and the route at `pathname`, minus what index.html announces. */
export function routePreloadTags(manifest: Manifest, pathname: string): string {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry || !manifest[ROUTER_MODULE]) return '';
  const announced = closure(manifest, entry);
  const files = closure(manifest, ROUTER_MODULE);
  if (ROUTE_PATH.test(pathname)) closure(manifest, `src/routes${pathname}.tsx?tsr-split=component`, files);
  return [...files]
    .filter((file) => !announced.has(file))
    .map((file) =>
      file.endsWith('.css')
        ? // Fetched, not applied: applying would hold the skeleton's paint for the route's styles.
          `<link rel="preload" as="style" href="/${attribute(file)}">`
        : `<link rel="modulepreload" crossorigin href="/${attribute(file)}">`,
    )
    .join('');
}

/**
 * The rewrite of index.html for an address other than /, one per route (and one for every
 * unknown path, which the router sends to /). The manifest is read again when a build
 * replaces it.
 */
export function createRoutePreloads(distDir: string): (pathname: string) => Transform {
  const path = join(distDir, '.vite', 'manifest.json');
  let read: { manifest: Manifest; mtimeMs: number } | null = null;
  const manifest = (): Manifest => {
    const mtimeMs = statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? -1;
    if (read?.mtimeMs !== mtimeMs) {
      read = { manifest: mtimeMs < 0 ? {} : (JSON.parse(readFileSync(path, 'utf8')) as Manifest), mtimeMs };
    }
    return read.manifest;
  };
  return (pathname) => {
    const current = manifest();
    const route = ROUTE_PATH.test(pathname) && current[`src/routes${pathname}.tsx?tsr-split=component`];
    const tags = routePreloadTags(current, route ? pathname : '');
    return {
      id: `route:${route ? pathname : '*'}:${read?.mtimeMs ?? 0}`,
      apply: (body) => {
        const html = body.toString('utf8');
        const head = html.search(/<\/head\s*>/i);
        return head < 0 ? body : Buffer.from(`${html.slice(0, head)}${tags}${html.slice(head)}`, 'utf8');
      },
    };
  };
}
