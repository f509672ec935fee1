import { setPointLike } from '../../db/queries/point-likes';
import { notFoundError, ok } from '../../lib/respond';
import type { AppRouteHandler } from '../../lib/types';
import type { LikeRoute } from './point-like.routes';

export const like: AppRouteHandler<LikeRoute> = async (c) => {
  const { 'x-device-id': deviceId } = c.req.valid('header');
  const { pointId, liked } = c.req.valid('json');
  const result = await setPointLike(c.var.db, pointId, deviceId, liked);
  if (!result) throw notFoundError('Explanation point', pointId);
  return c.json(ok(result), 200);
};
