// Routes of the member's favourites and browsing history (a token required) and feedback
// (anyone; tied to the member when a token is sent).
import { createRoute, z } from '@hono/zod-openapi';
import { EMAIL_MAX_LENGTH, FEEDBACK_MAX_LENGTH, MEMBER_ENDPOINTS } from '@contract/member';
import { FEEDBACK_PER_HOUR } from '../../db/queries/feedback';
import {
  errorResponse,
  errorResponses,
  jsonContent,
  notFoundResponse,
  okResponse,
  PageParams,
  pageResponse,
} from '../../lib/schemas';
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
  responses: {
    200: pageResponse(FavouriteSchema, 'One page of favourites'),
    ...unauthorizedResponse,
    ...errorResponses,
  },
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
  request: {
    headers: BearerHeader(true),
    body: { ...jsonContent(FavouriteSetBody, 'The target and the wanted state'), required: true },
  },
  responses: {
    200: okResponse(FavouriteSchema, 'The state now (createdAt: when it was first kept; now for a removal)'),
    ...notFoundResponse('point, scenic area or museum'),
    ...unauthorizedResponse,
    ...errorResponses,
    413: errorResponse('Body larger than 1 MB (errorCode GTW0000413)'),
  },
});

export const HISTORY_BATCH_MAX = 50;

export const HistoryEntrySchema = z
  .object({
    targetKind: TargetKind,
    targetId: TargetId,
    viewedAt: z.iso.datetime({ offset: true }).openapi({ example: '2026-05-01T08:30:00.000Z' }),
  })
  .openapi('HistoryEntry');

export const historyList = createRoute({
  method: 'get',
  path: MEMBER_ENDPOINTS.historyList,
  tags: ['member'],
  summary: "The member's browsing history, most recent first",
  request: { headers: BearerHeader(true), query: z.object(PageParams) },
  responses: {
    200: pageResponse(HistoryEntrySchema, 'One page of the history'),
    ...unauthorizedResponse,
    ...errorResponses,
  },
});

export const HistoryRecordBody = z.object({ entries: z.array(HistoryEntrySchema).min(1).max(HISTORY_BATCH_MAX) });

export const historyRecord = createRoute({
  method: 'post',
  path: MEMBER_ENDPOINTS.historyRecord,
  tags: ['member'],
  summary:
    'Records viewings (idempotent: the latest time is kept; unknown targets are skipped; future times count as now)',
  request: {
    headers: BearerHeader(true),
    body: { ...jsonContent(HistoryRecordBody, '1 to 50 viewings'), required: true },
  },
  responses: {
    200: okResponse(
      z.object({ saved: z.number().int().nonnegative() }).openapi('HistorySaved'),
      'How many named a catalogue target',
    ),
    ...unauthorizedResponse,
    ...errorResponses,
    413: errorResponse('Body larger than 1 MB (errorCode GTW0000413)'),
  },
});

export const historyClear = createRoute({
  method: 'post',
  path: MEMBER_ENDPOINTS.historyClear,
  tags: ['member'],
  summary: "Clears the member's browsing history",
  request: { headers: BearerHeader(true) },
  responses: {
    200: okResponse(
      z.object({ cleared: z.number().int().nonnegative() }).openapi('HistoryCleared'),
      'How many entries were removed',
    ),
    ...unauthorizedResponse,
    ...errorResponses,
  },
});

// Types here; the content and email rules are checked by the handler so that the answer
// carries the spec's own message ('Feedback content cannot be empty').
export const FeedbackBody = z
  .object({
    content: z.string().openapi({ description: `Required after trimming; at most ${FEEDBACK_MAX_LENGTH} characters` }),
    email: z
      .string()
      .nullable()
      .optional()
      .openapi({
        description: `Optional contact address (at most ${EMAIL_MAX_LENGTH} characters); blank counts as none`,
      }),
    clientId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _')
      .openapi({
        description: 'Made once per message by the app (a UUID): a resend stores nothing twice',
        example: '0b7e4c7a-2f6d-4bd7-9a11-5d1f0c4e8a23',
      }),
  })
  .openapi('FeedbackRequest');

export const feedback = createRoute({
  method: 'post',
  path: MEMBER_ENDPOINTS.feedback,
  tags: ['member'],
  summary: 'Sends a feedback message (logged in or not; idempotent by clientId)',
  request: { headers: BearerHeader(false), body: { ...jsonContent(FeedbackBody, 'The message'), required: true } },
  responses: {
    200: okResponse(
      z
        .object({
          id: z.string(),
          reference: z.string().openapi({
            description: 'What the visitor reads out: 8 letters of Crockford base32, shown as two groups of four',
            example: 'K7QM4XD2',
          }),
        })
        .openapi('FeedbackStored'),
      'The stored message id and reference (the same for a resend)',
    ),
    ...unauthorizedResponse,
    ...errorResponses,
    413: errorResponse('Body larger than 1 MB (errorCode GTW0000413)'),
    429: errorResponse(`More than ${FEEDBACK_PER_HOUR} messages an hour from this address (errorCode MOB2270429)`),
  },
});
