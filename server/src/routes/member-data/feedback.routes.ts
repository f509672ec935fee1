import { createRoute, z } from '@hono/zod-openapi';
import { EMAIL_MAX_LENGTH, FEEDBACK_MAX_LENGTH, MEMBER_ENDPOINTS } from '@contract/member';
import { FEEDBACK_PER_HOUR } from '../../db/queries/feedback';
import { errorResponse, errorResponses, jsonContent, okResponse } from '../../lib/schemas';
import { BearerHeader, unauthorizedResponse } from './member-data.schemas';

// Types here; the content and email rules are checked by the handler so that the answer
// carries the spec's own message ('Feedback content cannot be empty').
export const FeedbackBody = z
  .object({
    content: z.string().openapi({ description: `Required after trimming; at most ${FEEDBACK_MAX_LENGTH} characters` }),
    email: z
      .string()
      .nullable()
      .optional()
      .openapi({ description: `Optional contact address (at most ${EMAIL_MAX_LENGTH} characters); blank counts as none` }),
    clientId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _')
      .openapi({ description: 'Made once per message by the app (a UUID): a resend stores nothing twice', example: '0b7e4c7a-2f6d-4bd7-9a11-5d1f0c4e8a23' }),
  })
  .openapi('FeedbackRequest');

export const feedback = createRoute({
  method: 'post',
  path: MEMBER_ENDPOINTS.feedback,
  tags: ['member'],
  summary: 'Sends a feedback message (logged in or not; idempotent by clientId)',
  request: { headers: BearerHeader(false), body: { ...jsonContent(FeedbackBody, 'The message'), required: true } },
  responses: {
    200: okResponse(z.object({ id: z.string() }).openapi('FeedbackStored'), 'The stored message id (the same for a resend)'),
    ...unauthorizedResponse,
    ...errorResponses,
    413: errorResponse('Body larger than 1 MB (errorCode GTW0000413)'),
    429: errorResponse(`More than ${FEEDBACK_PER_HOUR} messages an hour from this address (errorCode MOB2270429)`),
  },
});
