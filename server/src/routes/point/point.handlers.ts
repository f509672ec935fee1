import { getPoint } from '../../db/queries/points';
import { pointsForCaller } from '../../lib/point-views';
import { notFoundError, ok } from '../../lib/respond';
import type { AppRouteHandler } from '../../lib/types';
import type { DetailRoute } from './point.routes';

export const detail: AppRouteHandler<DetailRoute> = async (c) => {
  const { id } = c.req.valid('query');
  const point = await getPoint(c.var.db, id);
  if (!point) throw notFoundError('Explanation point', id);
  const [viewed] = await pointsForCaller(c, [point]);
  return c.json(ok(viewed!), 200);
};
