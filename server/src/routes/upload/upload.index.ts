// POST /api/open-api/file/upload: one image in the multipart field `file`, stored under
// DATA_DIR/uploads with a random name, served at /uploads/<name>. Never encrypted (spec).
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createRoute, z } from '@hono/zod-openapi';
import {
  ENDPOINTS,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
  UPLOADS_PREFIX,
  type UploadResult,
} from '../../../../src/lib/contract/index';
import { createRouter } from '../../lib/create-app';
import { ERROR_CODES } from '../../lib/error-codes';
import { ApiError, ok } from '../../lib/respond';
import { errorResponses, okResponse } from '../../lib/schemas';

const EXTENSIONS: Record<(typeof UPLOAD_TYPES)[number], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const UploadResultSchema = z.object({ url: z.string(), name: z.string(), size: z.number().int(), contentType: z.string() });

const route = createRoute({
  method: 'post',
  path: ENDPOINTS.fileUpload,
  tags: ['upload'],
  summary: 'Upload one image (multipart field `file`, JPEG/PNG/WebP/GIF, at most 10 MB); not encrypted',
  request: {
    body: {
      content: { 'multipart/form-data': { schema: z.object({ file: z.any().openapi({ type: 'string', format: 'binary' }) }) } },
      required: true,
    },
  },
  responses: { 200: okResponse(UploadResultSchema, 'The stored file'), ...errorResponses },
});

export function createUploadRouter(uploadsDir: string) {
  return createRouter().openapi(route, async (c) => {
    const form = await c.req.parseBody().catch(() => null);
    const file = form?.file;
    if (!(file instanceof File)) {
      throw new ApiError(400, ERROR_CODES.validation, 'file: a multipart field `file` with one image is required');
    }
    const type = file.type as (typeof UPLOAD_TYPES)[number];
    if (!UPLOAD_TYPES.includes(type)) {
      throw new ApiError(400, ERROR_CODES.validation, `file: only ${UPLOAD_TYPES.join(', ')} are accepted`);
    }
    if (file.size === 0 || file.size > UPLOAD_MAX_BYTES) {
      throw new ApiError(400, ERROR_CODES.validation, 'file: must be between 1 byte and 10 MB');
    }
    const name = `${randomBytes(16).toString('hex')}.${EXTENSIONS[type]}`;
    await mkdir(uploadsDir, { recursive: true });
    await writeFile(join(uploadsDir, name), new Uint8Array(await file.arrayBuffer()));
    const result: UploadResult = { url: `${UPLOADS_PREFIX}/${name}`, name: file.name, size: file.size, contentType: type };
    return c.json(ok(result), 200);
  });
}
