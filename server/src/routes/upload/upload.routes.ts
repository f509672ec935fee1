// POST /api/open-api/file/upload: one image in the multipart field `file`, from a member only,
// within the limits of members/upload-limits.ts. The image type is read from the file's
// magic bytes and must be the declared one; the stored name's extension and the type it is
// served with (serve-upload.ts) come from that check, never from the client. Stored under
// DATA_DIR/uploads with a random name, served at /uploads/<name>. Never encrypted (spec).
import { createRoute, z } from '@hono/zod-openapi';
import { ENDPOINTS } from '@contract';
import { UPLOAD_LIMITS } from '../../members/upload-limits';
import { errorResponse, errorResponses, okResponse } from '../../lib/schemas';
import { memberSecurity, unauthorizedResponse } from '../orders/member-openapi';

const UploadResultSchema = z.object({
  url: z.string(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});

const L = UPLOAD_LIMITS;
export const upload = createRoute({
  method: 'post',
  path: ENDPOINTS.fileUpload,
  tags: ['upload'],
  security: memberSecurity,
  summary:
    'Upload one image (multipart field `file`, JPEG/PNG/WebP/GIF by its bytes, at most 10 MB); members only; not encrypted',
  description: `A member may upload ${L.memberPerHour} files an hour, ${L.memberPerDay} and ${L.memberBytesPerDay / 1048576} MB a day; an address ${L.addressPerHour} an hour, ${L.addressPerDay} and ${L.addressBytesPerDay / 1048576} MB a day.`,
  request: {
    body: {
      content: {
        'multipart/form-data': { schema: z.object({ file: z.any().openapi({ type: 'string', format: 'binary' }) }) },
      },
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

export type UploadRoute = typeof upload;
