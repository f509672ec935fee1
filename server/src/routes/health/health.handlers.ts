import { sql } from 'kysely';
import { ok } from '../../lib/respond';
import type { AppRouteHandler } from '../../lib/types';
import type { HealthRoute } from './health.routes';

export const health: AppRouteHandler<HealthRoute> = async (c) => {
  await sql`select 1`.execute(c.var.db);
  c.header('Cache-Control', 'no-store');
  // What database runs behind the API is nobody's business outside: the answer says only 'ok'.
  return c.json(ok({ status: 'ok' as const }), 200);
};
