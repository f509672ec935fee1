// POST /api/mini-h5/applet/wx/generateScheme (spec point 7; the payload is ours, decision 0053).
import { createRoute, z } from '@hono/zod-openapi';
import {
  MINI_PROGRAM_ENDPOINTS,
  MINI_PROGRAM_HOME_PATH,
  MINI_PROGRAM_PATH_PATTERN,
  MINI_PROGRAM_QUERY_PATTERN,
  SCHEME_EXPIRE_DAYS,
} from '@contract/mini-program';
import { errorResponse, errorResponses, jsonContent, okResponse } from '../../lib/schemas';

export const SchemeBody = z.object({
  path: z
    .string()
    .regex(MINI_PROGRAM_PATH_PATTERN, "a mini-program page such as 'pages/index/index', without a query")
    .openapi({ example: MINI_PROGRAM_HOME_PATH }),
  query: z
    .string()
    .regex(MINI_PROGRAM_QUERY_PATTERN, "at most 128 characters of letters, digits and !#$&'()*+,/:;=?@-._~%")
    .default('')
    .openapi({ example: 'shopkeeperId=1024&id=hz-west-lake' }),
  expireDays: z
    .number()
    .int()
    .min(SCHEME_EXPIRE_DAYS.min)
    .max(SCHEME_EXPIRE_DAYS.max)
    .default(SCHEME_EXPIRE_DAYS.default)
    .openapi({ description: 'How many days the scheme opens the mini-program' }),
});

export const generateScheme = createRoute({
  method: 'post',
  path: MINI_PROGRAM_ENDPOINTS.generateScheme,
  tags: ['mini-program'],
  summary: 'A URL scheme (weixin://dl/business/?t=…) that opens a page of the mini-program',
  request: {
    body: { ...jsonContent(SchemeBody, 'The page, its query and how long the scheme lasts'), required: true },
  },
  responses: {
    200: okResponse(
      z.object({
        openlink: z.string().openapi({ example: 'weixin://dl/business/?t=a1B2c3D4e5f' }),
        expiresAt: z.string().openapi({ example: '2026-12-25T08:00:00.000Z' }),
      }),
      'The scheme, and when it stops opening the mini-program',
    ),
    ...errorResponses,
    429: errorResponse("The platform's rate or daily limit was reached (errorCode MOB2290429)"),
    502: errorResponse('The platform failed or refused our credentials (errorCode MOB2290502)'),
    503: errorResponse('No mini-program is configured on this server (errorCode MOB2290503)'),
  },
});

export type GenerateSchemeRoute = typeof generateScheme;
