import { createRoute, z } from '@hono/zod-openapi';
import { ENDPOINTS } from '@contract';
import {
  ExplanationPointSchema,
  GuideSchema,
  IdParam,
  IdQuery,
  errorResponses,
  notFoundResponse,
  okResponse,
} from '../../lib/schemas';

const tags = ['guide'];

export const list = createRoute({
  method: 'get',
  path: ENDPOINTS.guideList,
  tags,
  summary: 'Gold-medal guides, all or those narrating at one place, best rated first',
  request: { query: z.object({ placeId: IdParam.optional() }) },
  responses: { 200: okResponse(z.array(GuideSchema), 'Guides'), ...errorResponses },
});

export const detail = createRoute({
  method: 'get',
  path: ENDPOINTS.guideDetail,
  tags,
  summary: 'A guide and the points that carry a narration by this guide',
  request: { query: IdQuery },
  responses: {
    200: okResponse(z.object({ guide: GuideSchema, points: z.array(ExplanationPointSchema) }), 'The guide'),
    ...notFoundResponse('guide'),
    ...errorResponses,
  },
});

export type ListRoute = typeof list;
export type DetailRoute = typeof detail;
