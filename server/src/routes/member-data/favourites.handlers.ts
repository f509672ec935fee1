import { listFavourites, setFavourite } from '../../db/queries/favourites';
import { notFoundError, ok } from '../../lib/respond';
import type { AppRouteHandler } from '../../lib/types';
import { memberOf } from './member-of';
import type * as routes from './favourites.routes';

export const favouriteList: AppRouteHandler<typeof routes.favouriteList> = async (c) => {
  const { page, pageSize } = c.req.valid('query');
  return c.json(ok(await listFavourites(c.var.db, memberOf(c).memberId, { page, pageSize })), 200);
};

export const favouriteSet: AppRouteHandler<typeof routes.favouriteSet> = async (c) => {
  const { targetKind, targetId, favourite } = c.req.valid('json');
  const state = await setFavourite(c.var.db, memberOf(c).memberId, { targetKind, targetId }, favourite);
  if (!state) throw notFoundError(targetKind === 'point' ? 'Explanation point' : targetKind === 'scenic' ? 'Scenic area' : 'Museum', targetId);
  return c.json(ok(state), 200);
};
