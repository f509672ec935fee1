import { hotDestinations } from '../../db/queries/destinations';
import { ok } from '../../lib/respond';
import type { AppRouteHandler } from '../../lib/types';
import type { HotRoute } from './destination.routes';

export const hot: AppRouteHandler<HotRoute> = async (c) => {
  const { limit } = c.req.valid('query');
  return c.json(ok(await hotDestinations(c.var.db, limit)), 200);
};
