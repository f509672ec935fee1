import { createRoute, z } from '@hono/zod-openapi';
import { ENDPOINTS } from '@contract';
import { IdParam, errorResponses, notFoundResponse, okResponse } from '../../lib/schemas';

export const MuseumExhibitFeaturesSchema = z
  .object({
    algorithm: z.string().openapi({ description: 'The recipe that made the features; the app ignores another' }),
    exhibits: z.array(
      z.object({
        pointId: z.string(),
        pictures: z.array(
          z.object({
            width: z.number().int(),
            height: z.number().int(),
            points: z.string().openapi({ description: 'x, y per keypoint: little-endian uint16 in 1/64 px, base64' }),
            descriptors: z.string().openapi({ description: '32 bytes (ORB) per keypoint, base64' }),
          }),
        ),
      }),
    ),
  })
  .openapi('MuseumExhibitFeatures');

export const list = createRoute({
  method: 'get',
  path: ENDPOINTS.exhibitFeatures,
  tags: ['museum'],
  summary: "The local features of a museum's exhibits' reference pictures, for recognising a photo on the device",
  request: { query: z.object({ museumId: IdParam }) },
  responses: {
    200: okResponse(MuseumExhibitFeaturesSchema, 'Features, exhibits in visiting order'),
    ...notFoundResponse('museum'),
    ...errorResponses,
  },
});

export type ListRoute = typeof list;
