// GET unlocks: what the member's paid (and refunding) orders unlock, the same on every device.
import { createRoute, z } from '@hono/zod-openapi';
import { MEMBER_ENDPOINTS } from '@contract/member';
import { errorResponses, okResponse } from '../../lib/schemas';
import { memberSecurity, unauthorizedResponse } from '../orders/member-openapi';

const UnlocksSchema = z.object({ pointIds: z.array(z.string()), placeIds: z.array(z.string()) }).openapi('Unlocks');

export const unlocksRoute = createRoute({
  method: 'get',
  path: MEMBER_ENDPOINTS.unlocks,
  tags: ['member', 'order'],
  security: memberSecurity,
  summary: 'The points and places the caller’s paid or refunding orders unlock',
  responses: {
    200: okResponse(UnlocksSchema, 'Unlocked point and place ids'),
    ...errorResponses,
    ...unauthorizedResponse,
  },
});

export type UnlocksRoute = typeof unlocksRoute;
