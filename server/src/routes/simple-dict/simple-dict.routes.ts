import { createRoute, z } from '@hono/zod-openapi';
import { ENDPOINTS } from '@contract';
import { errorResponse, errorResponses, okResponse } from '../../lib/schemas';

export const getByName = createRoute({
  method: 'get',
  path: ENDPOINTS.simpleDict,
  tags: ['simple-dict'],
  summary: 'A named dictionary value (langList: the LanguageItem list)',
  request: {
    query: z.object({ name: z.string().trim().min(1).max(64).openapi({ example: 'langList' }) }),
  },
  responses: {
    200: okResponse(z.unknown(), 'The stored value'),
    404: errorResponse('No dictionary entry with this name (errorCode BAS0000404)'),
    ...errorResponses,
  },
});

export type GetByNameRoute = typeof getByName;
