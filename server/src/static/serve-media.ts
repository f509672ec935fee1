// Serves CONTENT_DIR/media at /media/* (uploads: routes/upload/serve-upload.ts): a week of caching, ETag,
// Range for audio seeking.
import { join, resolve } from 'node:path';
import type { Context } from 'hono';
import { MEDIA_PREFIX } from '../../../src/lib/contract/index';
import { notFoundText, safeRelative, statFile } from './safe-path';
import { sendFile } from './send-file';

export const MEDIA_CACHE_CONTROL = 'public, max-age=604800';

export function createMediaHandler(contentDir: string) {
  return createFilesHandler(resolve(contentDir, 'media'), MEDIA_PREFIX);
}

/** Files of one folder under a URL prefix (media, uploads). */
export function createFilesHandler(folder: string, prefix: string) {
  const root = resolve(folder);
  return async (c: Context): Promise<Response> => {
    const rel = safeRelative(c.req.path.slice(prefix.length));
    if (!rel || rel.endsWith('/')) return notFoundText();
    const path = join(root, rel);
    const stats = await statFile(path);
    if (!stats) return notFoundText();
    return sendFile(c, path, stats, MEDIA_CACHE_CONTROL);
  };
}
