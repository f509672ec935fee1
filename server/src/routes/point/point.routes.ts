import { createRoute } from '@hono/zod-openapi';
import { ENDPOINTS } from '@contract';
import { ExplanationPointSchema, IdQuery, errorResponses, notFoundResponse, okResponse } from '../../lib/schemas';

export const detail = createRoute({
  method: 'get',
  path: ENDPOINTS.pointDetail,
  tags: ['point'],
  summary: 'One explanation point (scenic point or museum exhibit)',
  description:
    'A locked point comes whole (its recording URLs signed for the member) only with the bearer token of a member whose ' +
    'unlocks cover it; otherwise with `narration: null`, no recordings and `withheld` (their durations). Vary: Authorization.',
  request: { query: IdQuery },
  responses: {
    200: okResponse(ExplanationPointSchema, 'The point'),
    ...notFoundResponse('explanation point'),
    ...errorResponses,
  },
});

export type DetailRoute = typeof detail;
