// Text files (app build, SVG media) are read once and kept in memory with their gzip and
// brotli forms. A form written beside the file at build time (`app.js.br`, `app.js.gz`:
// server/src/cli/precompress-dist.ts) is read with it; any other is compressed once on first
// demand. An entry is dropped when the file's size or mtime changes (e.g. index.html after
// a rebuild). A transform (index.html gets the public key) is applied once per file
// version; its result is what is hashed and compressed.
import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Lru } from '../crypto/lru';
import type { Encoding } from './negotiate';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Below this, compression gains nothing worth a header. */
const MIN_COMPRESS_BYTES = 512;
/**
 * Files above this are streamed from disk instead of cached (and so not compressed). Large
 * enough for the scan's OpenCV.js (10.8 MB; about 2.6 MB with brotli, compressed once).
 */
export const MAX_CACHED_BYTES = 16 * 1024 * 1024;

/** The file names of the forms written at build time, beside the file they compress. */
export const PRECOMPRESSED_SUFFIX: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' };
/** Whether a path names such a form rather than a file of the build. */
export const isPrecompressedForm = (path: string) =>
  Object.values(PRECOMPRESSED_SUFFIX).some((suffix) => path.endsWith(suffix));

export interface CachedFile {
  body: Buffer;
  etag: string;
  encoded: Map<Encoding, Promise<Buffer | null>>;
  size: number;
  mtimeMs: number;
}

/** Rewrites a file's bytes; `id` names the rewrite (the same id must give the same bytes). */
export interface Transform {
  id: string;
  apply(body: Buffer): Buffer;
}

const cache = new Map<string, CachedFile>();
/**
 * Rewritten pages, bounded: their number grows with what they are drawn from (the home lists
 * as they change, a detail page per place, language and content version), not with the build.
 */
const TRANSFORMED_ENTRIES = 1000;
const transformed = new Lru<string, CachedFile>(TRANSFORMED_ENTRIES);

export async function loadCached(path: string, stats: Stats, transform?: Transform): Promise<CachedFile> {
  const key = transform ? `${path}\0${transform.id}` : path;
  const store = transform ? transformed : cache;
  const hit = store.get(key);
  if (hit && hit.size === stats.size && hit.mtimeMs === stats.mtimeMs) return hit;
  const raw = await readFile(path);
  const body = transform ? transform.apply(raw) : raw;
  const hash = createHash('sha1').update(body).digest('base64url').slice(0, 22);
  const encoded = transform ? new Map() : await readPrecompressed(path, stats);
  const entry: CachedFile = { body, etag: `"${hash}"`, encoded, size: stats.size, mtimeMs: stats.mtimeMs };
  store.set(key, entry);
  return entry;
}

/**
 * The build's forms of a file: each one written no earlier than the file itself (a form
 * older than its file was made from an earlier version, and is left unread).
 */
async function readPrecompressed(path: string, stats: Stats): Promise<Map<Encoding, Promise<Buffer | null>>> {
  const found = new Map<Encoding, Promise<Buffer | null>>();
  for (const [encoding, suffix] of Object.entries(PRECOMPRESSED_SUFFIX) as [Encoding, string][]) {
    const form = `${path}${suffix}`;
    const formStats = await stat(form).catch(() => null);
    if (formStats?.isFile() && formStats.mtimeMs >= stats.mtimeMs) found.set(encoding, readFile(form));
  }
  return found;
}

/** How hard to compress: on demand (a visitor waits) or at build time (nobody waits). */
export type CompressionEffort = 'on-demand' | 'build';

/** The compressed bytes, or null when that encoding does not make the file smaller. */
export async function compressText(
  body: Buffer,
  encoding: Encoding,
  effort: CompressionEffort = 'on-demand',
): Promise<Buffer | null> {
  if (body.length < MIN_COMPRESS_BYTES) return null;
  const large = body.length > 1024 * 1024;
  // Quality 9 takes ~14 s on the 10.8 MB OpenCV.js here, 5 ~2.4 s for 4% more bytes; on the
  // smaller files 11 makes 8% fewer bytes than 9 and takes about as long.
  const quality = effort === 'build' ? (large ? 9 : 11) : large ? 5 : 9;
  const out =
    encoding === 'br'
      ? await brotli(body, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: quality,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : await gz(body, { level: 9 });
  return out.length < body.length ? out : null;
}

/** The compressed bytes, or null when that encoding does not make the file smaller. */
export function encodedBody(entry: CachedFile, encoding: Encoding): Promise<Buffer | null> {
  let pending = entry.encoded.get(encoding);
  if (!pending) {
    pending = compressText(entry.body, encoding);
    entry.encoded.set(encoding, pending);
  }
  return pending;
}
