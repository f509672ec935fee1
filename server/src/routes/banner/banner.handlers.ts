import { listBanners } from '../../db/queries/banner';
import { ok } from '../../lib/respond';
import type { AppRouteHandler } from '../../lib/types';
import type { ListRoute } from './banner.routes';

export const list: AppRouteHandler<ListRoute> = async (c) => {
  const { position } = c.req.valid('json');
  return c.json(ok(await listBanners(c.var.db, position)), 200);
};
