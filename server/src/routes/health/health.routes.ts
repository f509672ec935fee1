import { createRoute, z } from '@hono/zod-openapi';
import { HEALTH_PATH, GATEWAY } from '@contract';
import { errorResponses, okResponse } from '../../lib/schemas';

export const health = createRoute({
  method: 'get',
  path: HEALTH_PATH.slice(GATEWAY.length),
  tags: ['health'],
  summary: 'Liveness and database check',
  responses: {
    200: okResponse(z.object({ status: z.literal('ok') }), 'The server answers and its database runs a query'),
    500: errorResponses[500],
  },
});

export type HealthRoute = typeof health;
