// POST /api/open-api/file/upload: one image in the multipart field `file`, from a member only,
// within the limits of members/upload-limits.ts. The image type is read from the file's
// magic bytes and must be the declared one; the stored name's extension and the type it is
// served with (serve-upload.ts) come from that check, never from the client. Stored under
// DATA_DIR/uploads with a random name, served at /uploads/<name>. Never encrypted (spec).
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createRoute, z } from '@hono/zod-openapi';
import { ENDPOINTS, UPLOAD_MAX_BYTES, UPLOAD_TYPES, UPLOADS_PREFIX, type UploadResult } from '@contract';
import type { AddressKeyer } from '../../members/mobile-key';
import { forgetUpload, mayUpload, recordUpload, UPLOAD_LIMITS, type Uploader } from '../../members/upload-limits';
import { createRouter } from '../../lib/create-app';
import { ERROR_CODES } from '../../lib/error-codes';
import { ApiError, ok } from '../../lib/respond';
import { errorResponse, errorResponses, okResponse } from '../../lib/schemas';
import { requireMember } from '../../middlewares/member-auth';
import { clientAddress } from '../auth/client-address';
import { memberSecurity, registerMemberBearer, unauthorizedResponse } from '../orders/member-openapi';
import { EXTENSIONS, sniffImageType } from './image-type';

const UploadResultSchema = z.object({ url: z.string(), name: z.string(), size: z.number().int(), contentType: z.string() });

const L = UPLOAD_LIMITS;
const route = createRoute({
  method: 'post',
  path: ENDPOINTS.fileUpload,
  tags: ['upload'],
  security: memberSecurity,
  summary: 'Upload one image (multipart field `file`, JPEG/PNG/WebP/GIF by its bytes, at most 10 MB); members only; not encrypted',
  description: `A member may upload ${L.memberPerHour} files an hour, ${L.memberPerDay} and ${L.memberBytesPerDay / 1048576} MB a day; an address ${L.addressPerHour} an hour, ${L.addressPerDay} and ${L.addressBytesPerDay / 1048576} MB a day.`,
  request: {
    body: {
      content: { 'multipart/form-data': { schema: z.object({ file: z.any().openapi({ type: 'string', format: 'binary' }) }) } },
      required: true,
    },
  },
  responses: {
    200: okResponse(UploadResultSchema, 'The stored file'),
    ...errorResponses,
    ...unauthorizedResponse,
    429: errorResponse('An upload limit of the member or the address is reached (errorCode MOB2280429)'),
  },
});

const limitReached = () => new ApiError(429, ERROR_CODES.uploadLimit, 'Too many uploads, please try again later');

export function createUploadRouter(uploadsDir: string, addressKeyOf: AddressKeyer) {
  const router = createRouter();
  registerMemberBearer(router);
  router.use(ENDPOINTS.fileUpload, requireMember());
  return router.openapi(route, async (c) => {
    const db = c.var.db;
    const who: Uploader = { memberId: c.var.member!.memberId, addressKey: await addressKeyOf(clientAddress(c)) };
    if (!(await mayUpload(db, who))) throw limitReached();
    const form = await c.req.parseBody().catch(() => null);
    const file = form?.file;
    if (!(file instanceof File)) {
      throw new ApiError(400, ERROR_CODES.validation, 'file: a multipart field `file` with one image is required');
    }
    if (!UPLOAD_TYPES.includes(file.type as (typeof UPLOAD_TYPES)[number])) {
      throw new ApiError(400, ERROR_CODES.validation, `file: only ${UPLOAD_TYPES.join(', ')} are accepted`);
    }
    if (file.size === 0 || file.size > UPLOAD_MAX_BYTES) {
      throw new ApiError(400, ERROR_CODES.validation, 'file: must be between 1 byte and 10 MB');
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImageType(bytes);
    if (type !== file.type) {
      throw new ApiError(400, ERROR_CODES.validation, `file: its content is not a ${file.type} image`);
    }
    const name = `${randomBytes(16).toString('hex')}.${EXTENSIONS[type]}`;
    if (!(await recordUpload(db, who, { name, contentType: type, size: bytes.length }))) throw limitReached();
    try {
      await mkdir(uploadsDir, { recursive: true });
      await writeFile(join(uploadsDir, name), bytes);
    } catch (err) {
      await forgetUpload(db, name);
      throw err;
    }
    const result: UploadResult = { url: `${UPLOADS_PREFIX}/${name}`, name: file.name, size: bytes.length, contentType: type };
    return c.json(ok(result), 200);
  });
}
