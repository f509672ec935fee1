// GET place/package-info, place/package and place/media-bundle: a place made ready for offline use.
import { createRoute, z } from '@hono/zod-openapi';
import { ENDPOINTS, LOCALES, MEDIA_BUNDLE_MAX_PARTS, MEDIA_BUNDLE_MAX_SKIP, MEDIA_BUNDLE_TYPE } from '@contract';
import {
  ExplanationPointSchema,
  GuideSchema,
  IdParam,
  MuseumSchema,
  ScenicAreaSchema,
  errorResponse,
  errorResponses,
  notFoundResponse,
  okResponse,
} from '../../lib/schemas';
import { MuseumExhibitFeaturesSchema } from '../exhibit-features/exhibit-features.routes';

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
  exhibitFeatures: MuseumExhibitFeaturesSchema.nullable().openapi({
    description: "A museum's exhibit features for the scan (null for a scenic area)",
  }),
  translations: z.array(z.object({ source: z.string(), text: z.string(), provider: z.string() })),
  media: z.array(
    z.object({
      url: z.string(),
      bytes: z.number().int(),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
      paid: z.boolean().optional().openapi({
        description: 'A paid recording the caller holds (listed only for a member whose unlocks cover it)',
      }),
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

const BundleQuery = PackageQuery.extend({
  version: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31)
    .openapi({ description: "The package's contentVersion" }),
  skip: z
    .string()
    // Indexes of at most 5 digits, comma-separated: the length bounds the list before it is split.
    .max(MEDIA_BUNDLE_MAX_SKIP * 6)
    .regex(/^(\d{1,5}(,\d{1,5})*)?$/, 'skip must be comma-separated indexes')
    .optional()
    .openapi({
      description: `Indexes in the package's media already stored (at most ${MEDIA_BUNDLE_MAX_SKIP})`,
      example: '0,3,4',
    }),
  parts: z.coerce.number().int().min(1).max(MEDIA_BUNDLE_MAX_PARTS).default(1).openapi({
    description: 'Into how many parts of about the same bytes the items not skipped are split (fetched side by side)',
  }),
  part: z.coerce
    .number()
    .int()
    .min(0)
    .max(MEDIA_BUNDLE_MAX_PARTS - 1)
    .default(0)
    .openapi({ description: 'Which part, from 0' }),
});

export const mediaBundle = createRoute({
  method: 'get',
  path: ENDPOINTS.placeMediaBundle,
  tags: ['offline'],
  summary: "A place's media in one stream, in the package's order, minus the items already stored",
  description:
    'Each item: a 4-byte big-endian header length, a UTF-8 JSON header {index, url, bytes, sha256, contentType}, ' +
    'then exactly `bytes` bytes of the file. Not compressed. Cache-Control: no-store. With `parts`, the items not ' +
    'skipped are dealt out in index order, each to the part with the fewest bytes so far, and only part `part` is sent: ' +
    'the parts of one version and skip list are disjoint and carry every item once.',
  request: { query: BundleQuery },
  responses: {
    200: {
      content: { [MEDIA_BUNDLE_TYPE]: { schema: z.string().openapi({ format: 'binary' }) } },
      description: 'The framed media',
    },
    ...notFoundResponse('scenic area or museum'),
    409: errorResponse('The place has another content version now: fetch the package again (errorCode MOB0000409)'),
    ...errorResponses,
  },
});
