import { createRoute, z } from '@hono/zod-openapi';
import { ENDPOINTS } from '@contract';
import { IdParam, errorResponses, notFoundResponse, okResponse } from '../../lib/schemas';

export const ExhibitHashSchema = z
  .object({
    pointId: z.string(),
    hash: z
      .string()
      .regex(/^[0-9a-f]{16}$/)
      .openapi({ description: '64-bit difference hash, 16 hex digits' }),
  })
  .openapi('ExhibitHash');

export const list = createRoute({
  method: 'get',
  path: ENDPOINTS.exhibitHashes,
  tags: ['museum'],
  summary: "The difference hashes of a museum's exhibit images, for matching a camera frame on the device",
  request: { query: z.object({ museumId: IdParam }) },
  responses: {
    200: okResponse(z.array(ExhibitHashSchema), 'Hashes, in visiting order'),
    ...notFoundResponse('museum'),
    ...errorResponses,
  },
});

export type ListRoute = typeof list;
