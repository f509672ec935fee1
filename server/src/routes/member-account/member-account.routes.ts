import { createRoute, z } from '@hono/zod-openapi';
import { MEMBER_ENDPOINTS } from '@contract/member';
import {
  BEARER_SECURITY,
  CloseBody,
  MemberProfileSchema,
  MobileChangeBody,
  ProfileUpdateBody,
  unauthorizedResponse,
} from '../../members/schemas';
import { errorResponse, errorResponses, jsonContent, okResponse } from '../../lib/schemas';

const common = { tags: ['member'], security: BEARER_SECURITY };
const failures = {
  ...unauthorizedResponse,
  ...errorResponses,
  413: errorResponse('Body larger than 1 MB (errorCode GTW0000413)'),
} as const;

export const profile = createRoute({
  ...common,
  method: 'get',
  path: MEMBER_ENDPOINTS.profile,
  summary: "The caller's profile",
  responses: { 200: okResponse(MemberProfileSchema, 'The profile'), ...failures },
});

export const profileUpdate = createRoute({
  ...common,
  method: 'post',
  path: MEMBER_ENDPOINTS.profileUpdate,
  summary: 'Changes nickname, name or email (trimmed; null or an empty string clears; a missing key keeps)',
  request: { body: { ...jsonContent(ProfileUpdateBody, 'The fields to change'), required: true } },
  responses: { 200: okResponse(MemberProfileSchema, 'The profile after the change'), ...failures },
});

export const mobileChange = createRoute({
  ...common,
  method: 'post',
  path: MEMBER_ENDPOINTS.mobileChange,
  summary: "Moves the account to a new number, proven by a code sent to that number (purpose 'change-mobile')",
  request: { body: { ...jsonContent(MobileChangeBody, 'The new number and its code'), required: true } },
  responses: {
    200: okResponse(MemberProfileSchema, 'The profile with the new number'),
    409: errorResponse('Another member uses the number (errorCode MOB2230409)'),
    429: errorResponse('5 wrong codes: the code is dead (errorCode MOB2230003)'),
    ...failures,
  },
});

export const close = createRoute({
  ...common,
  method: 'post',
  path: MEMBER_ENDPOINTS.close,
  summary: 'Closes the account: deletes the member, its orders and all its personal data for good, revokes every token',
  request: { body: { ...jsonContent(CloseBody, "The confirmation 'CLOSE'"), required: true } },
  responses: { 200: okResponse(z.object({ closed: z.literal(true) }), 'Nothing of the member is left'), ...failures },
});
