// The size and SHA-256 of a media file named by its /media/ URL, for place packages (the
// app verifies what it downloaded against them). Digests are kept per file and recomputed
// when the file's size or modification time changes.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { join, resolve } from 'node:path';
import { MEDIA_PREFIX, type PackageMediaItem } from '@contract';
import { safeRelative, statFile } from './safe-path';

export interface MediaDigest {
  (url: string): Promise<PackageMediaItem | null>;
  /** The file behind the URL (for the media bundle, which streams it). */
  pathOf(url: string): string | null;
}

function sha256Of(path: string): Promise<string> {
  return new Promise((done, fail) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', fail)
      .on('end', () => done(hash.digest('hex')));
  });
}

/** The file behind a /media/ URL in the content folder; null for a URL outside it. */
export function mediaPathOf(contentDir: string, url: string): string | null {
  if (!url.startsWith(`${MEDIA_PREFIX}/`)) return null;
  const rel = safeRelative(url.slice(MEDIA_PREFIX.length));
  if (!rel || rel.endsWith('/')) return null;
  return join(resolve(contentDir, 'media'), rel);
}

export function createMediaDigest(contentDir: string): MediaDigest {
  const known = new Map<string, { stamp: string; digest: Promise<string> }>();
  const digest = async (url: string): Promise<PackageMediaItem | null> => {
    const path = mediaPathOf(contentDir, url);
    if (!path) return null;
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
  return Object.assign(digest, { pathOf: (url: string) => mediaPathOf(contentDir, url) });
}
