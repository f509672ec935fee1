import { getScenic, listScenic, popularScenic, scenicFilters } from '../../db/queries/scenic';
import { pointsForCaller } from '../../lib/point-views';
import { notFoundError, ok } from '../../lib/respond';
import type { AppRouteHandler } from '../../lib/types';
import type { DetailRoute, FiltersRoute, ListRoute, PopularRoute } from './scenic.routes';

export const list: AppRouteHandler<ListRoute> = async (c) => {
  const { hot, ...query } = c.req.valid('query');
  const filter = { ...query, hot: hot === undefined ? undefined : hot === 'true' || hot === '1' };
  return c.json(ok(await listScenic(c.var.db, filter)), 200);
};

export const popular: AppRouteHandler<PopularRoute> = async (c) => {
  const { limit } = c.req.valid('query');
  return c.json(ok(await popularScenic(c.var.db, limit)), 200);
};

export const filters: AppRouteHandler<FiltersRoute> = async (c) => {
  return c.json(ok(await scenicFilters(c.var.db)), 200);
};

export const detail: AppRouteHandler<DetailRoute> = async (c) => {
  const { id } = c.req.valid('query');
  const found = await getScenic(c.var.db, id);
  if (!found) throw notFoundError('Scenic area', id);
  return c.json(ok({ ...found, points: await pointsForCaller(c, found.points) }), 200);
};
