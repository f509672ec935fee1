import { createRouter } from '../../lib/create-app';
import type { PackageDeps } from './build-package';
import { placePackageHandlers } from './place-package.handlers';
import * as routes from './place-package.routes';

export function createPlacePackageRouter(deps: Omit<PackageDeps, 'db' | 'paidMedia'>) {
  const h = placePackageHandlers(deps);
  return createRouter()
    .openapi(routes.info, h.info)
    .openapi(routes.full, h.full)
    .openapi(routes.mediaBundle, h.mediaBundle);
}
