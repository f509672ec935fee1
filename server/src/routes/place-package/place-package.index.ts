import { createRouter } from '../../lib/create-app';
import { notFoundError, ok } from '../../lib/respond';
import { buildPackage, buildPackageInfo, type PackageDeps } from './build-package';
import * as routes from './place-package.routes';

export function createPlacePackageRouter(deps: Omit<PackageDeps, 'db'>) {
  return createRouter()
    .openapi(routes.info, async (c) => {
      const { id, lang } = c.req.valid('query');
      const found = await buildPackageInfo({ ...deps, db: c.var.db }, id, lang);
      if (!found) throw notFoundError('Place', id);
      return c.json(ok(found), 200);
    })
    .openapi(routes.full, async (c) => {
      const { id, lang } = c.req.valid('query');
      const found = await buildPackage({ ...deps, db: c.var.db }, id, lang);
      if (!found) throw notFoundError('Place', id);
      return c.json(ok(found), 200);
    });
}
