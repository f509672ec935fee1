import { ENDPOINTS } from '@contract';
import type { AddressKeyer } from '../../members/mobile-key';
import type { UploadStore } from '../../members/upload-store';
import { createRouter } from '../../lib/create-app';
import { requireMember } from '../../middlewares/member-auth';
import { registerMemberBearer } from '../orders/member-openapi';
import { uploadHandlers } from './upload.handlers';
import * as routes from './upload.routes';

export function createUploadRouter(store: UploadStore, addressKeyOf: AddressKeyer) {
  const router = createRouter();
  registerMemberBearer(router);
  router.use(ENDPOINTS.fileUpload, requireMember());
  return router.openapi(routes.upload, uploadHandlers(store, addressKeyOf).upload);
}
