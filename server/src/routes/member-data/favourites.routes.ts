import { createRoute, z } from '@hono/zod-openapi';
import { MEMBER_ENDPOINTS } from '@contract/member';
import { errorResponse, errorResponses, jsonContent, notFoundResponse, okResponse, PageParams, pageResponse } from '../../lib/schemas';
import { BearerHeader, TargetId, TargetKind, unauthorizedResponse } from './member-data.schemas';

export const FavouriteSchema = z
  .object({ targetKind: TargetKind, targetId: z.string(), favourite: z.boolean(), createdAt: z.string() })
  .openapi('Favourite');

export const favouriteList = createRoute({
  method: 'get',
  path: MEMBER_ENDPOINTS.favouriteList,
  tags: ['member'],
  summary: "The member's favourites, newest first",
  request: { headers: BearerHeader(true), query: z.object(PageParams) },
  responses: { 200: pageResponse(FavouriteSchema, 'One page of favourites'), ...unauthorizedResponse, ...errorResponses },
});

export const FavouriteSetBody = z.object({
  targetKind: TargetKind,
  targetId: TargetId,
  favourite: z.boolean().openapi({ description: 'true to keep it, false to remove it' }),
});

export const favouriteSet = createRoute({
  method: 'post',
  path: MEMBER_ENDPOINTS.favouriteSet,
  tags: ['member'],
  summary: 'Sets one favourite (idempotent; false removes it)',
  request: { headers: BearerHeader(true), body: { ...jsonContent(FavouriteSetBody, 'The target and the wanted state'), required: true } },
  responses: {
    200: okResponse(FavouriteSchema, 'The state now (createdAt: when it was first kept; now for a removal)'),
    ...notFoundResponse('point, scenic area or museum'),
    ...unauthorizedResponse,
    ...errorResponses,
    413: errorResponse('Body larger than 1 MB (errorCode GTW0000413)'),
  },
});
