// Schemas shared by the favourites, history and feedback routes.
import { z } from '@hono/zod-openapi';
import { MEMBER_RELOGIN_CODE } from '@contract/member';
import { errorResponse, IdParam } from '../../lib/schemas';

export const TargetKind = z
  .enum(['point', 'scenic', 'museum'])
  .openapi({ description: 'point, scenic area or museum' });
export const TargetId = IdParam.openapi({ example: 'hz-west-lake-01' });

/** Documents the bearer token; the member guard checks it before validation. */
export const BearerHeader = (required: boolean) =>
  z.object({
    authorization: (required ? z.string() : z.string().optional()).openapi({
      description: `Bearer <token>${required ? '' : ' (optional)'}`,
      example: 'Bearer 3q2-7wEAAAB...',
    }),
  });

export const unauthorizedResponse = {
  401: errorResponse(`Missing, unknown, expired or revoked token (errorCode ${MEMBER_RELOGIN_CODE}): log in again`),
} as const;
