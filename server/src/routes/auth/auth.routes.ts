import { createRoute, z } from '@hono/zod-openapi';
import { MEMBER_ENDPOINTS } from '@contract/member';
import {
  BEARER_SECURITY,
  LoginBody,
  LoginResultSchema,
  SmsCodeBody,
  SmsCodeSentSchema,
  unauthorizedResponse,
} from '../../members/schemas';
import { errorResponse, errorResponses, jsonContent, okResponse } from '../../lib/schemas';

const tooLarge = { 413: errorResponse('Body larger than 1 MB (errorCode GTW0000413)') } as const;

export const smsCode = createRoute({
  method: 'post',
  path: MEMBER_ENDPOINTS.smsCode,
  tags: ['member'],
  summary: 'Sends a 6-digit code (valid 5 minutes) to a mobile number',
  description:
    "An address: 1 code a minute, 5 an hour, 10 a day; a number: 1 a minute, 10 a day, at most 3 of them from one address (an address the number logged in from within 30 days is not held to the 10). Purpose 'change-mobile' needs a logged-in member (bearer token) and a number no other member uses.",
  security: [{}, ...BEARER_SECURITY],
  request: { body: { ...jsonContent(SmsCodeBody, 'The number and what the code is for'), required: true } },
  responses: {
    200: okResponse(SmsCodeSentSchema, 'The code was sent'),
    ...errorResponses,
    ...unauthorizedResponse,
    409: errorResponse('change-mobile: another member uses this number (errorCode MOB2230409)'),
    429: errorResponse('Too soon: wait the seconds given (MOB2230429); a daily limit is reached (MOB2230430)'),
    503: errorResponse('The SMS gateway failed: no code was sent (errorCode MOB2230503)'),
    ...tooLarge,
  },
});

export const login = createRoute({
  method: 'post',
  path: MEMBER_ENDPOINTS.login,
  tags: ['member'],
  summary: 'Logs in with the mobile number and its code; the first login creates the member',
  request: { body: { ...jsonContent(LoginBody, 'Number, code and the agreement'), required: true } },
  responses: {
    200: okResponse(LoginResultSchema, 'The token (sent as Authorization: Bearer) and the account'),
    ...errorResponses,
    429: errorResponse('5 wrong codes: the code is dead (errorCode MOB2230003)'),
    ...tooLarge,
  },
});

export const logout = createRoute({
  method: 'post',
  path: MEMBER_ENDPOINTS.logout,
  tags: ['member'],
  summary: "Revokes the caller's token",
  security: BEARER_SECURITY,
  responses: {
    200: okResponse(z.object({ revoked: z.literal(true) }), 'The token no longer works'),
    ...unauthorizedResponse,
    ...errorResponses,
  },
});
