// GET place/package-info and place/package: a place made ready for offline use.
import { createRoute, z } from '@hono/zod-openapi';
import { ENDPOINTS, LOCALES } from '../../../../src/lib/contract/index';
import {
  ExplanationPointSchema,
  GuideSchema,
  IdParam,
  MuseumSchema,
  ScenicAreaSchema,
  errorResponses,
  notFoundResponse,
  okResponse,
} from '../../lib/schemas';

const PackageQuery = z.object({
  id: IdParam,
  lang: z.enum(LOCALES).default('cn'),
});

const PackageInfoSchema = z
  .object({
    placeId: z.string(),
    kind: z.enum(['scenic', 'museum']),
    lang: z.enum(LOCALES),
    contentVersion: z.number().int(),
    mediaBytes: z.number().int(),
    mediaCount: z.number().int(),
    dataBytes: z.number().int(),
  })
  .openapi('PlacePackageInfo');

const PackageSchema = PackageInfoSchema.extend({
  area: ScenicAreaSchema.nullable(),
  museum: MuseumSchema.nullable(),
  points: z.array(ExplanationPointSchema),
  guides: z.array(GuideSchema),
  exhibitHashes: z.array(z.object({ pointId: z.string(), hash: z.string() })),
  translations: z.array(z.object({ source: z.string(), text: z.string(), provider: z.string() })),
  media: z.array(
    z.object({
      url: z.string(),
      bytes: z.number().int(),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
}).openapi('PlacePackage');

export const info = createRoute({
  method: 'get',
  path: ENDPOINTS.placePackageInfo,
  tags: ['offline'],
  summary: "The size of a place's offline download in a language (media files and data)",
  request: { query: PackageQuery },
  responses: {
    200: okResponse(PackageInfoSchema, 'Sizes and the content version'),
    ...notFoundResponse('scenic area or museum'),
    ...errorResponses,
  },
});

export const full = createRoute({
  method: 'get',
  path: ENDPOINTS.placePackage,
  tags: ['offline'],
  summary: "A place's data for offline use, with its media files' sizes and SHA-256 digests",
  request: { query: PackageQuery },
  responses: {
    200: okResponse(PackageSchema, 'The package'),
    ...notFoundResponse('scenic area or museum'),
    ...errorResponses,
  },
});
