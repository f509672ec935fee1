import { getGuide, listGuides } from '../../db/queries/guide';
import { pointsForCaller } from '../../lib/point-views';
import { notFoundError, ok } from '../../lib/respond';
import type { AppRouteHandler } from '../../lib/types';
import type { DetailRoute, ListRoute } from './guide.routes';

export const list: AppRouteHandler<ListRoute> = async (c) => {
  const { placeId } = c.req.valid('query');
  return c.json(ok(await listGuides(c.var.db, placeId)), 200);
};

export const detail: AppRouteHandler<DetailRoute> = async (c) => {
  const { id } = c.req.valid('query');
  const found = await getGuide(c.var.db, id);
  if (!found) throw notFoundError('Guide', id);
  return c.json(ok({ ...found, points: await pointsForCaller(c, found.points) }), 200);
};
