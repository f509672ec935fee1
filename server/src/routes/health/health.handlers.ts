import { sql } from 'kysely';
import { ok } from '../../lib/respond';
import type { AppRouteHandler } from '../../lib/types';
import type { HealthRoute } from './health.routes';

export const health: AppRouteHandler<HealthRoute> = async (c) => {
  await sql`select 1`.execute(c.var.db);
  c.header('Cache-Control', 'no-store');
  return c.json(ok({ status: 'ok' as const, db: c.var.dbKind }), 200);
};
