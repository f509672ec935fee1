import { getMuseumWithExhibits, listMuseums, museumExists } from '../../db/queries/museum';
import { pointsOfPlace } from '../../db/queries/points';
import { pointsForCaller } from '../../lib/point-views';
import { notFoundError, ok } from '../../lib/respond';
import type { AppRouteHandler } from '../../lib/types';
import type { DetailRoute, ExhibitsRoute, ListRoute } from './museum.routes';

export const list: AppRouteHandler<ListRoute> = async (c) => {
  return c.json(ok(await listMuseums(c.var.db, c.req.valid('query'))), 200);
};

export const detail: AppRouteHandler<DetailRoute> = async (c) => {
  const { id } = c.req.valid('query');
  const found = await getMuseumWithExhibits(c.var.db, id);
  if (!found) throw notFoundError('Museum', id);
  return c.json(ok({ ...found, exhibits: await pointsForCaller(c, found.exhibits) }), 200);
};

export const exhibits: AppRouteHandler<ExhibitsRoute> = async (c) => {
  const { museumId, hallId } = c.req.valid('query');
  if (!(await museumExists(c.var.db, museumId))) throw notFoundError('Museum', museumId);
  return c.json(ok(await pointsForCaller(c, await pointsOfPlace(c.var.db, museumId, hallId))), 200);
};
