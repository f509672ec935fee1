// Gzip bytes each route adds when it is opened (issue 4: at most 50 KB per route chunk): the
// route's split component chunk plus every chunk it imports statically that a start at / has
// not loaded already (the first screen, and what it loads after its first paint: the router,
// Dexie, the request layer, tracking, the full catalog), from the build's manifest (`npm run
// build` first). The first screen's own figure is bench/first-load-bytes.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const ROUTE_CHUNK_BUDGET_BYTES = 50 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * Loaded by a start at / once its first screen is painted, besides what the entry imports
 * dynamically itself (src/main.tsx: tracking, the outboxes, the worker's registration...): the
 * router (src/app/router-host.tsx) and the default locale's full catalog.
 */
const AFTER_FIRST_PAINT = ['src/app/router.tsx', 'locales/cn/messages.po'];
/** Dynamic imports of the entry that a start does not make (the account: only on a re-login). */
const NOT_AT_START = ['src/features/account/index.ts'];

const DIST = 'dist';
const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const gzipBytes = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

/** Every file a chunk needs: itself, its static imports (recursively) and their CSS. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

export function measureRouteChunks(): Array<{ route: string; bytes: number; files: number }> {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const firstScreen = closure(entry);
  const afterPaint = [...(manifest[entry]!.dynamicImports ?? []), ...AFTER_FIRST_PAINT].filter(
    (key) => !NOT_AT_START.includes(key),
  );
  for (const key of afterPaint) {
    if (!manifest[key]) throw new Error(`route-chunks: ${key} is not a chunk of this build; update AFTER_FIRST_PAINT`);
    closure(key, firstScreen);
  }
  return Object.keys(manifest)
    .filter((key) => key.startsWith('src/routes/') && key.includes('tsr-split=component'))
    .map((key) => {
      const files = [...closure(key)].filter((file) => !firstScreen.has(file));
      return {
        route: key
          .replace('src/routes/', '/')
          .replace(/\.tsx\?.*$/, '')
          .replace(/^\/index$/, '/'),
        bytes: files.reduce((sum, file) => sum + gzipBytes(file), 0),
        files: files.length,
      };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const routes = measureRouteChunks();
  for (const r of routes) console.log(`  ${(r.bytes / 1024).toFixed(1).padStart(6)} KB  ${r.route} (${r.files} files)`);
  const largest = routes[0]!;
  console.log(
    `route chunks: ${routes.length} routes, largest ${largest.route} ${(largest.bytes / 1024).toFixed(1)} KB gzip ` +
      `(budget 50 KB, ratio ${(largest.bytes / ROUTE_CHUNK_BUDGET_BYTES).toFixed(2)})`,
  );
}
