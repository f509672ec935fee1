// OpenAPI components of the login and account endpoints, built from the member contract.
import { z } from '@hono/zod-openapi';
import {
  ACCOUNT_CLOSE_CONFIRMATION,
  EMAIL_MAX_LENGTH,
  MEMBER_RELOGIN_CODE,
  NAME_MAX_LENGTH,
  NICKNAME_MAX_LENGTH,
} from '@contract/member';
import { errorResponse } from '../lib/schemas';

/** Declared on every route behind requireMember (the scheme is registered by the auth router). */
export const BEARER_SECURITY = [{ memberBearer: [] }];
export const BEARER_SCHEME = { type: 'http', scheme: 'bearer', description: 'The token of a login answer' } as const;

export const unauthorizedResponse = {
  401: errorResponse(`Missing, unknown, expired or revoked token (errorCode ${MEMBER_RELOGIN_CODE}: log in again)`),
} as const;

// Strings are bounded so a huge value is a clear 400, not work; the spec's messages come from the handler.
export const SmsCodeBody = z.object({
  mobile: z.string().max(32).openapi({ example: '13800000000' }),
  purpose: z.enum(['login', 'change-mobile']).default('login'),
});

export const SmsCodeSentSchema = z
  .object({ resendAfterSeconds: z.number().int(), expiresInSeconds: z.number().int() })
  .openapi('SmsCodeSent');

export const LoginBody = z.object({
  mobile: z.string().max(32).optional().openapi({ example: '13800000000' }),
  code: z.string().max(16).optional().openapi({ example: '123456' }),
  agreed: z
    .boolean()
    .optional()
    .openapi({ description: 'Must be true: the visitor agreed to the User Agreement and Privacy Policy' }),
});

export const LoginResultSchema = z
  .object({
    token: z.string(),
    memberId: z.string(),
    mobile: z.string(),
    expiresAt: z.string(),
    userInfo: z.object({
      openId: z.string(),
      loginId: z.string(),
      loginToken: z.string(),
      memberId: z.string(),
      mobile: z.string(),
    }),
  })
  .openapi('LoginResult');

export const MemberProfileSchema = z
  .object({
    memberId: z.string(),
    mobile: z.string(),
    nickname: z.string().nullable(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('MemberProfile');

const trimmedOrNull = (max: number) =>
  z
    .string()
    .max(max * 4) // generous before trimming; the trimmed length is checked below
    .transform((v) => v.trim())
    .pipe(z.string().max(max, `must be at most ${max} characters`))
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const ProfileUpdateBody = z.object({
  nickname: trimmedOrNull(NICKNAME_MAX_LENGTH),
  name: trimmedOrNull(NAME_MAX_LENGTH),
  email: z
    .string()
    .max(EMAIL_MAX_LENGTH * 2)
    .transform((v) => v.trim())
    .pipe(z.union([z.literal(''), z.email('Please enter a correct email address').max(EMAIL_MAX_LENGTH)]))
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
});

export const MobileChangeBody = z.object({
  mobile: z.string().max(32).optional(),
  code: z.string().max(16).optional(),
});

export const CloseBody = z.object({
  confirm: z.literal(ACCOUNT_CLOSE_CONFIRMATION).openapi({ description: `Exactly '${ACCOUNT_CLOSE_CONFIRMATION}'` }),
});
