import { createRoute, z } from '@hono/zod-openapi';
import { ENDPOINTS } from '@contract';
import { BannerSchema, errorResponse, errorResponses, jsonContent, okResponse } from '../../lib/schemas';

export const BannerListBody = z.object({
  position: z.string().trim().min(1).max(32).optional().openapi({ example: 'home' }),
});

export const list = createRoute({
  method: 'post',
  path: ENDPOINTS.bannerList,
  tags: ['banner'],
  summary: 'Banners (ads) of a position, in display order',
  request: { body: { ...jsonContent(BannerListBody, 'Optional position, e.g. home'), required: false } },
  responses: {
    200: okResponse(z.array(BannerSchema), 'Banners'),
    ...errorResponses,
    413: errorResponse('Body larger than 1 MB (errorCode GTW0000413)'),
  },
});

export type ListRoute = typeof list;
