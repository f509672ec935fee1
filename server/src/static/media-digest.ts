// The size and SHA-256 of a media file named by its /media/ URL, for place packages (the
// app verifies what it downloaded against them). Digests are kept per file and recomputed
// when the file's size or modification time changes.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { join, resolve } from 'node:path';
import { MEDIA_PREFIX, type PackageMediaItem } from '../../../src/lib/contract/index';
import { safeRelative, statFile } from './safe-path';

export type MediaDigest = (url: string) => Promise<PackageMediaItem | null>;

function sha256Of(path: string): Promise<string> {
  return new Promise((done, fail) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', fail)
      .on('end', () => done(hash.digest('hex')));
  });
}

export function createMediaDigest(contentDir: string): MediaDigest {
  const root = resolve(contentDir, 'media');
  const known = new Map<string, { stamp: string; digest: Promise<string> }>();
  return async (url) => {
    if (!url.startsWith(`${MEDIA_PREFIX}/`)) return null;
    const rel = safeRelative(url.slice(MEDIA_PREFIX.length));
    if (!rel || rel.endsWith('/')) return null;
    const path = join(root, rel);
    const stats = await statFile(path);
    if (!stats) return null;
    const stamp = `${stats.size}:${stats.mtimeMs}`;
    let entry = known.get(path);
    if (!entry || entry.stamp !== stamp) {
      entry = { stamp, digest: sha256Of(path) };
      known.set(path, entry);
    }
    return { url, bytes: stats.size, sha256: await entry.digest };
  };
}
