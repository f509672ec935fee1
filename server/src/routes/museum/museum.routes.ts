import { createRoute, z } from '@hono/zod-openapi';
import { ENDPOINTS } from '@contract';
import {
  CodeParam,
  ExplanationPointSchema,
  IdParam,
  IdQuery,
  KeywordParam,
  MuseumSchema,
  PageParams,
  errorResponses,
  notFoundResponse,
  okResponse,
  pageResponse,
} from '../../lib/schemas';

const tags = ['museum'];

export const list = createRoute({
  method: 'get',
  path: ENDPOINTS.museumList,
  tags,
  summary: 'Museums matching a keyword and region, by popularity, paged',
  request: {
    query: z.object({ keyword: KeywordParam, provinceCode: CodeParam, cityCode: CodeParam, ...PageParams }),
  },
  responses: { 200: pageResponse(MuseumSchema, 'A page of museums'), ...errorResponses },
});

export const detail = createRoute({
  method: 'get',
  path: ENDPOINTS.museumDetail,
  tags,
  summary: 'A museum with its halls and exhibits in visiting order',
  request: { query: IdQuery },
  responses: {
    200: okResponse(z.object({ museum: MuseumSchema, exhibits: z.array(ExplanationPointSchema) }), 'The museum'),
    ...notFoundResponse('museum'),
    ...errorResponses,
  },
});

export const exhibits = createRoute({
  method: 'get',
  path: ENDPOINTS.museumExhibits,
  tags,
  summary: 'The exhibits of a museum, optionally of one hall',
  request: { query: z.object({ museumId: IdParam, hallId: IdParam.optional() }) },
  responses: {
    200: okResponse(z.array(ExplanationPointSchema), 'Exhibits'),
    ...notFoundResponse('museum'),
    ...errorResponses,
  },
});

export type ListRoute = typeof list;
export type DetailRoute = typeof detail;
export type ExhibitsRoute = typeof exhibits;
