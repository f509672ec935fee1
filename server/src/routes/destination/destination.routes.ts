import { createRoute, z } from '@hono/zod-openapi';
import { ENDPOINTS } from '@contract';
import { LocalizedText } from '@contract/schemas';
import { errorResponses, okResponse } from '../../lib/schemas';

const HotDestinationSchema = z
  .object({
    kind: z.enum(['province', 'city']),
    code: z.string(),
    provinceCode: z.string().nullable(),
    name: LocalizedText,
    cover: z.string(),
    scenicCount: z.number().int().positive(),
  })
  .openapi('HotDestination');

export const hot = createRoute({
  method: 'get',
  path: ENDPOINTS.destinationHot,
  tags: ['destination'],
  summary: 'Hot destinations: the provinces, then the cities, with the most hot scenic areas',
  description:
    'Ranked by the number of hot scenic areas, then of scenic areas, then by popularity. Each has the cover of its most popular scenic area.',
  request: { query: z.object({ limit: z.coerce.number().int().min(1).max(30).default(8) }) },
  responses: { 200: okResponse(z.array(HotDestinationSchema), 'Provinces first, then cities'), ...errorResponses },
});

export type HotRoute = typeof hot;
