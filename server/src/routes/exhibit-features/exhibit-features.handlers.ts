import { exhibitFeaturesOf } from '../../db/queries/exhibit-features';
import { museumExists } from '../../db/queries/museum';
import { notFoundError, ok } from '../../lib/respond';
import type { AppRouteHandler } from '../../lib/types';
import type { ListRoute } from './exhibit-features.routes';

export const list: AppRouteHandler<ListRoute> = async (c) => {
  const { museumId } = c.req.valid('query');
  if (!(await museumExists(c.var.db, museumId))) throw notFoundError('Museum', museumId);
  return c.json(ok(await exhibitFeaturesOf(c.var.db, museumId)), 200);
};
