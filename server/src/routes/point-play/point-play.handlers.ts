import { recordPointPlay } from '../../db/queries/point-play';
import { notFoundError, ok } from '../../lib/respond';
import type { AppRouteHandler } from '../../lib/types';
import type { PlayRoute } from './point-play.routes';

export const play: AppRouteHandler<PlayRoute> = async (c) => {
  const { pointId } = c.req.valid('json');
  const playCount = await recordPointPlay(c.var.db, pointId);
  if (playCount === null) throw notFoundError('Explanation point', pointId);
  return c.json(ok({ pointId, playCount }), 200);
};
