import { exhibitHashesOf } from '../../db/queries/exhibit-hashes';
import { museumExists } from '../../db/queries/museum';
import { notFoundError, ok } from '../../lib/respond';
import type { AppRouteHandler } from '../../lib/types';
import type { ListRoute } from './exhibit-hashes.routes';

export const list: AppRouteHandler<ListRoute> = async (c) => {
  const { museumId } = c.req.valid('query');
  if (!(await museumExists(c.var.db, museumId))) throw notFoundError('Museum', museumId);
  return c.json(ok(await exhibitHashesOf(c.var.db, museumId)), 200);
};
