import { createRoute, z } from '@hono/zod-openapi';
import { ENDPOINTS } from '@contract';
import { errorResponse, errorResponses, IdParam, jsonContent, notFoundResponse, okResponse } from '../../lib/schemas';

export const PointPlayBody = z.object({
  pointId: IdParam.openapi({ example: 'hz-west-lake-01' }),
});

export const PointPlayResultSchema = z
  .object({
    pointId: z.string(),
    playCount: z.number().int().nonnegative().openapi({ description: 'The play count after this play' }),
  })
  .openapi('PointPlayResult');

export const play = createRoute({
  method: 'post',
  path: ENDPOINTS.pointPlay,
  tags: ['point'],
  summary: 'Count one play of an explanation point (sent when its narration starts)',
  request: { body: { ...jsonContent(PointPlayBody, 'The point whose narration started'), required: true } },
  responses: {
    200: okResponse(PointPlayResultSchema, 'Counted: the new play count'),
    ...notFoundResponse('explanation point'),
    ...errorResponses,
    413: errorResponse('Body larger than 1 MB (errorCode GTW0000413)'),
    415: errorResponse('Body is not JSON (errorCode GTW0000415)'),
  },
});

export type PlayRoute = typeof play;
