// Serves CONTENT_DIR/media at /media/* (uploads: routes/upload/serve-upload.ts): a week of
// caching, ETag, Range for audio seeking. Paid recordings only to whom they belong
// (paid-media-guard.ts), with Range alike, and never cached publicly.
import { join, resolve } from 'node:path';
import type { Context } from 'hono';
import type { AppBindings } from '../lib/types';
import { guardPaidMedia, PAID_MEDIA_CACHE_CONTROL } from './paid-media-guard';
import { MEDIA_PREFIX } from '@contract';
import { notFoundText, safeRelative, statFile } from './safe-path';
import { sendFile } from './send-file';

export const MEDIA_CACHE_CONTROL = 'public, max-age=604800';

export function createMediaHandler(contentDir: string) {
  return createFilesHandler(resolve(contentDir, 'media'), MEDIA_PREFIX, guardPaidMedia);
}

type Guard = (c: Context<AppBindings>, rel: string) => Promise<Response | 'open' | null>;

/** Files of one folder under a URL prefix (media, uploads); `guard` decides on paid files first. */
export function createFilesHandler(folder: string, prefix: string, guard?: Guard) {
  const root = resolve(folder);
  return async (c: Context<AppBindings>): Promise<Response> => {
    const rel = safeRelative(c.req.path.slice(prefix.length));
    if (!rel || rel.endsWith('/')) return notFoundText();
    // Before the file is looked at: a refused request learns nothing of it (not even a 304).
    const verdict = guard ? await guard(c, rel) : null;
    if (verdict instanceof Response) return verdict;
    const path = join(root, rel);
    const stats = await statFile(path);
    if (!stats) return notFoundText();
    return sendFile(c, path, stats, verdict === 'open' ? PAID_MEDIA_CACHE_CONTROL : MEDIA_CACHE_CONTROL);
  };
}
