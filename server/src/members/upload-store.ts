// Where uploaded files' bytes live. The embedded database's one process writes them into
// DATA_DIR/uploads; on PostgreSQL, where several instances serve the same members (issue 22),
// they are stored in upload_blobs beside their `uploads` row, so any instance serves them.
// Either way the `uploads` row is the file's existence (serve-upload.ts checks it first).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema';
import { statFile } from '../static/safe-path';
import { sendFile } from '../static/send-file';

export interface UploadStore {
  save(name: string, bytes: Uint8Array): Promise<void>;
  /** The file as a response (type and disposition are the caller's), or null when its bytes are gone. */
  serve(c: Context, name: string, cacheControl: string): Promise<Response | null>;
  /** Deletes the files (a closed account's); failures are logged. */
  remove(names: string[], logger: Logger): Promise<void>;
}

export function fileUploadStore(uploadsDir: string): UploadStore {
  const root = resolve(uploadsDir);
  return {
    async save(name, bytes) {
      await mkdir(root, { recursive: true });
      await writeFile(join(root, name), bytes);
    },
    async serve(c, name, cacheControl) {
      const stats = await statFile(join(root, name));
      return stats ? sendFile(c, join(root, name), stats, cacheControl) : null;
    },
    async remove(names, logger) {
      for (const name of names) {
        // Names were made by the upload route (32 hex digits and an extension): no path in them.
        await rm(join(root, name), { force: true }).catch((err: unknown) =>
          logger.error({ err, name }, 'could not delete an upload'),
        );
      }
    },
  };
}

export function databaseUploadStore(db: Kysely<Database>): UploadStore {
  return {
    async save(name, bytes) {
      await db
        .insertInto('upload_blobs')
        .values({ name, bytes: Buffer.from(bytes) })
        .execute();
    },
    async serve(c, name, cacheControl) {
      // A name is never reused: the name is the version.
      const etag = `"${name}"`;
      const headers = { 'Cache-Control': cacheControl, ETag: etag };
      if (c.req.header('If-None-Match') === etag) return new Response(null, { status: 304, headers });
      const row = await db.selectFrom('upload_blobs').select('bytes').where('name', '=', name).executeTakeFirst();
      if (!row) return null;
      const body = c.req.method === 'HEAD' ? null : new Uint8Array(row.bytes);
      return new Response(body, { status: 200, headers: { ...headers, 'Content-Length': String(row.bytes.length) } });
    },
    async remove(names, logger) {
      if (!names.length) return;
      await db
        .deleteFrom('upload_blobs')
        .where('name', 'in', names)
        .execute()
        .catch((err: unknown) => logger.error({ err, names }, 'could not delete uploads'));
    },
  };
}
