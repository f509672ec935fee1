// GET /uploads/<name>: only files the upload route verified and recorded (a row in
// `uploads`), served with the type it read from their bytes, as an inline image with its
// stored name. The security-headers middleware adds nosniff and the resource CSP (sandbox:
// nothing runs even when the file is opened as a page). A file without a row (written before
// the check) is 404.
import type { Context } from 'hono';
import { UPLOADS_PREFIX } from '@contract';
import type { AppBindings } from '../../lib/types';
import type { UploadStore } from '../../members/upload-store';
import { notFoundText } from '../../static/safe-path';

const NAME = /^[0-9a-f]{32}\.(?:jpg|png|gif|webp)$/;
/** The address is the capability: a week in the visitor's own cache, never a shared one. */
const CACHE_CONTROL = 'private, max-age=604800';

export function createUploadsHandler(store: UploadStore) {
  return async (c: Context<AppBindings>): Promise<Response> => {
    const name = c.req.path.slice(UPLOADS_PREFIX.length + 1);
    if (!NAME.test(name)) return notFoundText();
    const row = await c.var.db.selectFrom('uploads').select('content_type').where('name', '=', name).executeTakeFirst();
    const response = row ? await store.serve(c, name, CACHE_CONTROL) : null;
    if (!row || !response) return notFoundText();
    response.headers.set('Content-Type', row.content_type);
    response.headers.set('Content-Disposition', `inline; filename="${name}"`);
    return response;
  };
}
