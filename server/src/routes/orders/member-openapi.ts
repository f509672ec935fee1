// OpenAPI parts every member route of orders, payment, coupons and unlocks declares: the
// bearer token and the 401 re-login answer.
import { z } from '@hono/zod-openapi';
import { AllLocalesText } from '@contract/schemas';
import { errorResponse } from '../../lib/schemas';
import type { AppOpenAPI } from '../../lib/types';

export const MEMBER_BEARER = 'memberBearer';

export const memberSecurity = [{ [MEMBER_BEARER]: [] }];

export function registerMemberBearer(router: AppOpenAPI): void {
  router.openAPIRegistry.registerComponent('securitySchemes', MEMBER_BEARER, {
    type: 'http',
    scheme: 'bearer',
    description: 'The token of POST auth/login (256 random bits, base64url)',
  });
}

export const unauthorizedResponse = {
  401: errorResponse('Missing, unknown, expired or revoked token (errorCode MOB2230010: log in again)'),
} as const;

const { openapi } = z.ZodType.prototype as unknown as { openapi: <T>(this: T, refId: string) => T };
export const AllLocalesTextSchema = openapi.call(AllLocalesText, 'AllLocalesText');
