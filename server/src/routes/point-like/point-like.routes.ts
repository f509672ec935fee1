import { createRoute, z } from '@hono/zod-openapi';
import { ENDPOINTS } from '@contract';
import { IdParam, errorResponse, errorResponses, jsonContent, notFoundResponse, okResponse } from '../../lib/schemas';

/** The app's stable random device id (a UUID, or any id of 8 to 64 safe characters). */
export const DeviceIdHeader = z.object({
  'x-device-id': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _')
    .openapi({ example: '3f2c9a1e-6b7d-4e21-9a55-0c8d2f1b7e40' }),
});

// Other keys (openId and requestId, which the app adds when logged in) are ignored.
export const PointLikeBody = z.object({
  pointId: IdParam.openapi({ example: 'hz-west-lake-01' }),
  liked: z.boolean().openapi({ description: 'true to like, false to take the like back' }),
});

const PointLikeResultSchema = z
  .object({ pointId: z.string(), liked: z.boolean(), likeCount: z.number().int().nonnegative() })
  .openapi('PointLikeResult');

export const like = createRoute({
  method: 'post',
  path: ENDPOINTS.pointLike,
  tags: ['point'],
  summary: "Sets this device's like of an explanation point (idempotent: one like per device)",
  request: {
    headers: DeviceIdHeader,
    body: { ...jsonContent(PointLikeBody, 'The point and the wanted state'), required: true },
  },
  responses: {
    200: okResponse(PointLikeResultSchema, 'The state and the point’s like count'),
    ...notFoundResponse('explanation point'),
    ...errorResponses,
    413: errorResponse('Body larger than 1 MB (errorCode GTW0000413)'),
  },
});

export type LikeRoute = typeof like;
