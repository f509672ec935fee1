import { randomBytes } from 'node:crypto';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES, UPLOADS_PREFIX, type UploadResult } from '@contract';
import type { AddressKeyer } from '../../members/mobile-key';
import type { UploadStore } from '../../members/upload-store';
import { forgetUpload, mayUpload, recordUpload, type Uploader } from '../../members/upload-limits';
import { ERROR_CODES } from '../../lib/error-codes';
import { ApiError, ok } from '../../lib/respond';
import type { AppRouteHandler } from '../../lib/types';
import { clientAddress } from '../../lib/client-address';
import { EXTENSIONS, sniffImageType } from './image-type';
import type { UploadRoute } from './upload.routes';

const limitReached = () => new ApiError(429, ERROR_CODES.uploadLimit, 'Too many uploads, please try again later');

export function uploadHandlers(store: UploadStore, addressKeyOf: AddressKeyer) {
  const upload: AppRouteHandler<UploadRoute> = async (c) => {
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
      await store.save(name, bytes);
    } catch (err) {
      await forgetUpload(db, name);
      throw err;
    }
    const result: UploadResult = {
      url: `${UPLOADS_PREFIX}/${name}`,
      name: file.name,
      size: bytes.length,
      contentType: type,
    };
    return c.json(ok(result), 200);
  };
  return { upload };
}
