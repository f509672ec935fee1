import { unlocksOf } from '../../db/queries/unlocks';
import { ok } from '../../lib/respond';
import type { AppRouteHandler } from '../../lib/types';
import type { UnlocksRoute } from './unlocks.routes';

export const unlocks: AppRouteHandler<UnlocksRoute> = async (c) =>
  c.json(ok(await unlocksOf(c.var.db, c.var.member!.memberId)), 200);
