import { clearHistory, listHistory, recordHistory } from '../../db/queries/history';
import { ok } from '../../lib/respond';
import type { AppRouteHandler } from '../../lib/types';
import { memberOf } from './member-of';
import type * as routes from './history.routes';

export const historyList: AppRouteHandler<typeof routes.historyList> = async (c) => {
  const { page, pageSize } = c.req.valid('query');
  return c.json(ok(await listHistory(c.var.db, memberOf(c).memberId, { page, pageSize })), 200);
};

export const historyRecord: AppRouteHandler<typeof routes.historyRecord> = async (c) => {
  const { entries } = c.req.valid('json');
  return c.json(ok({ saved: await recordHistory(c.var.db, memberOf(c).memberId, entries) }), 200);
};

export const historyClear: AppRouteHandler<typeof routes.historyClear> = async (c) =>
  c.json(ok({ cleared: await clearHistory(c.var.db, memberOf(c).memberId) }), 200);
