// `node --import tsx server/src/cli/precompress-dist.ts [dist]` (the last step of `npm run
// build`): writes the brotli and gzip forms of each text file of the build beside it
// (`app.js.br`, `app.js.gz`), at a quality nobody could wait for on demand. The server reads
// them with the file (static/file-cache.ts) instead of compressing each file on its first
// request: every server started over a build would otherwise spend seconds of CPU on the
// same bytes, inside the service worker's install. A form that would not be smaller is not
// written; index.html is rewritten per request (its key), so it is compressed then.
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compressText, isPrecompressedForm, MAX_CACHED_BYTES, PRECOMPRESSED_SUFFIX } from '../static/file-cache';
import { contentTypeOf, isCompressible } from '../static/mime';
import type { Encoding } from '../static/negotiate';

/** Files compressed at once: zlib works on its thread pool, so two cores stay busy. */
const CONCURRENCY = 4;

export interface PrecompressReport {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

export async function precompressDist(distDir: string): Promise<PrecompressReport> {
  const all = await listFiles(distDir);
  // Forms left by an earlier build beside files that have changed since are removed first.
  await Promise.all(all.filter(isPrecompressedForm).map((form) => rm(form)));
  const candidates: string[] = [];
  for (const path of all.filter((p) => !isPrecompressedForm(p))) {
    if (relative(distDir, path) === 'index.html' || !isCompressible(contentTypeOf(path))) continue;
    if ((await stat(path)).size <= MAX_CACHED_BYTES) candidates.push(path);
  }
  const report: PrecompressReport = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const queue = [...candidates];
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      const body = await readFile(path);
      let wrote = false;
      for (const encoding of Object.keys(PRECOMPRESSED_SUFFIX) as Encoding[]) {
        const form = await compressText(body, encoding, 'build');
        if (!form) continue;
        await writeFile(`${path}${PRECOMPRESSED_SUFFIX[encoding]}`, form);
        wrote = true;
        if (encoding === 'br') report.brotliBytes += form.length;
        else report.gzipBytes += form.length;
      }
      if (wrote) {
        report.files += 1;
        report.bytes += body.length;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return report;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2] ?? 'dist';
  const started = Date.now();
  const r = await precompressDist(dir);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `precompressed ${r.files} files of ${dir} (${kb(r.bytes)}): brotli ${kb(r.brotliBytes)}, ` +
      `gzip ${kb(r.gzipBytes)}, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
