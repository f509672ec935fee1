import { createRoute, z } from '@hono/zod-openapi';
import { ENDPOINTS, LOCATION_AREAS, SCENIC_TYPES } from '@contract';
import { AllLocalesText } from '@contract/schemas';
import {
  ExplanationPointSchema,
  IdQuery,
  KeywordParam,
  CodeParam,
  PageParams,
  ScenicAreaSchema,
  errorResponses,
  notFoundResponse,
  okResponse,
  pageResponse,
} from '../../lib/schemas';

const tags = ['scenic'];

export const ScenicListQuery = z.object({
  keyword: KeywordParam,
  provinceCode: CodeParam,
  cityCode: CodeParam,
  scenicType: z.enum(SCENIC_TYPES).optional(),
  locationArea: z.enum(LOCATION_AREAS).optional(),
  hot: z.enum(['true', 'false', '1', '0']).optional(),
  ...PageParams,
});

export const list = createRoute({
  method: 'get',
  path: ENDPOINTS.scenicList,
  tags,
  summary: 'Scenic areas matching a keyword and filters, by popularity, paged',
  request: { query: ScenicListQuery },
  responses: { 200: pageResponse(ScenicAreaSchema, 'A page of scenic areas'), ...errorResponses },
});

export const popular = createRoute({
  method: 'get',
  path: ENDPOINTS.scenicPopular,
  tags,
  summary: 'The most popular scenic areas',
  request: { query: z.object({ limit: z.coerce.number().int().min(1).max(20).default(6) }) },
  responses: { 200: okResponse(z.array(ScenicAreaSchema), 'Scenic areas by popularity'), ...errorResponses },
});

const RegionOption = z.object({ code: z.string(), name: AllLocalesText });

export const filters = createRoute({
  method: 'get',
  path: ENDPOINTS.scenicFilters,
  tags,
  summary: 'Provinces and cities that have scenic areas, and the types and areas present',
  responses: {
    200: okResponse(
      z.object({
        provinces: z.array(RegionOption.extend({ cities: z.array(RegionOption) })),
        scenicTypes: z.array(z.enum(SCENIC_TYPES)),
        locationAreas: z.array(z.enum(LOCATION_AREAS)),
      }),
      'Filter options',
    ),
    500: errorResponses[500],
  },
});

export const detail = createRoute({
  method: 'get',
  path: ENDPOINTS.scenicDetail,
  tags,
  summary: 'A scenic area with its explanation points in visiting order',
  request: { query: IdQuery },
  responses: {
    200: okResponse(z.object({ area: ScenicAreaSchema, points: z.array(ExplanationPointSchema) }), 'The area'),
    ...notFoundResponse('scenic area'),
    ...errorResponses,
  },
});

export type ListRoute = typeof list;
export type PopularRoute = typeof popular;
export type FiltersRoute = typeof filters;
export type DetailRoute = typeof detail;
