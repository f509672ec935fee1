// Routes of the AI travel assistant (contract: src/lib/contract/chat.ts).
import { createRoute, z } from '@hono/zod-openapi';
import { CHAT_ENDPOINTS, CHAT_LIMITS } from '@contract/chat';
import { CHAT_OFFLINE_ENDPOINT } from '@contract/chat-offline';
import { QUESTION_KINDS } from '../../../../src/lib/assistant/types';
import { LOCALES } from '@contract/locales';
import { IdParam, errorResponse, errorResponses, jsonContent, okResponse } from '../../lib/schemas';
import { BearerHeader, unauthorizedResponse } from '../member-data/member-data.schemas';

export const SessionIdParam = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, - or _')
  .openapi({ example: '6f1d0c1e-8a34-4f5e-9f1a-3c2b7d9e0a11' });
const OpenId = z
  .string()
  .trim()
  .max(128)
  .optional()
  .openapi({ description: "Ignored (the app adds it to every call): the member is the bearer token's" });

const OWNED =
  "A session made with a member's token is that member's: anyone else (no token, another member's) gets 404 CHT0000404. " +
  'A session made without one is anonymous: anyone with its id may use it.';
const notYours = {
  404: errorResponse(`Another member's session (CHT0000404). ${OWNED}`),
  ...unauthorizedResponse,
} as const;

export const InteractQuery = z.object({
  content: z
    .string()
    .optional()
    .openapi({ description: 'The question, 1..2000 characters after trim (optional on resume and regenerate)' }),
  sessionId: SessionIdParam,
  lang: z.enum(LOCALES).default('cn'),
  deepThinking: z.enum(['0', '1']).default('0'),
  placeId: IdParam.optional().openapi({ description: 'The place the visitor is in, for grounding' }),
  pointId: IdParam.optional().openapi({
    description:
      "The point or exhibit asked about ('Ask about this'); its place is the place (placeId, if given, must be it)",
  }),
  regenerate: z.enum(['0', '1']).default('0'),
  answerId: z.string().uuid().optional().openapi({ description: 'Resume: the answer to follow' }),
  lastEventId: z
    .string()
    .max(100)
    .optional()
    .openapi({ description: 'Resume: the last event id seen (or the Last-Event-ID header)' }),
  openId: OpenId,
});

const SessionBody = z.object({ sessionId: SessionIdParam, openId: OpenId });

const ChatRecordSchema = z
  .object({
    id: z.string(),
    sessionId: z.string(),
    role: z.enum(['user', 'assistant']),
    content: z.string(),
    reasoning: z.string().nullable(),
    status: z.enum(['complete', 'streaming', 'error', 'stopped']),
    createdAt: z.number().int(),
  })
  .openapi('ChatRecord');

const SSE_DESCRIPTION = [
  'Server-Sent Events; every event has an id `answerId:seq`.',
  "event 'meta' {sessionId, answerId, questionId}; 'message' and 'reasoning' {content, sessionId};",
  "'end' {sessionId, answerId, status}; 'error' {sessionId, code, message}; `: ping` comments every 15 s.",
  'Errors found before the stream opens (bad input, rate limit, busy session) are JSON.',
].join(' ');

export const interact = createRoute({
  method: 'get',
  path: CHAT_ENDPOINTS.interact,
  tags: ['chat'],
  summary: 'Asks the assistant; the answer streams as Server-Sent Events (resumable with Last-Event-ID)',
  description: 'Limited per address and per member of the bearer token.',
  request: {
    query: InteractQuery,
    headers: BearerHeader(false).extend({ 'last-event-id': z.string().max(100).optional() }),
  },
  responses: {
    200: { content: { 'text/event-stream': { schema: z.string() } }, description: SSE_DESCRIPTION },
    ...errorResponses,
    ...unauthorizedResponse,
    404: errorResponse(
      `Resume of an unknown answer or another member's session (CHT0000404), or an unknown placeId or pointId, or a point of another place (MOB0000404). ${OWNED} ` +
        'A member asking in an anonymous session takes it over.',
    ),
    409: errorResponse('An answer is still being written in this session (CHT0000409)'),
    429: errorResponse('Too many questions from this member or address (CHT0000429; see Retry-After)'),
  },
});

export const interactStop = createRoute({
  method: 'post',
  path: CHAT_ENDPOINTS.interactStop,
  tags: ['chat'],
  summary: 'Stops the answer being written in the session (stored as stopped)',
  request: { headers: BearerHeader(false), body: { ...jsonContent(SessionBody, 'The session'), required: true } },
  responses: {
    200: okResponse(z.object({ stopped: z.boolean() }), 'Whether an answer was stopped'),
    ...errorResponses,
    ...notYours,
  },
});

export const listRecords = createRoute({
  method: 'post',
  path: CHAT_ENDPOINTS.listRecords,
  tags: ['chat'],
  summary: "The session's records, oldest first (an answer being written shows its text so far)",
  request: { headers: BearerHeader(false), body: { ...jsonContent(SessionBody, 'The session'), required: true } },
  responses: { 200: okResponse(z.array(ChatRecordSchema), 'The records'), ...errorResponses, ...notYours },
});

export const configDetail = createRoute({
  method: 'post',
  path: CHAT_ENDPOINTS.configDetail,
  tags: ['chat'],
  summary: "The default greeting ('interact-default') or suggested questions ('question-default')",
  request: {
    query: z.object({ lang: z.enum(LOCALES).default('cn') }),
    body: {
      ...jsonContent(
        z.object({ configKey: z.enum(['interact-default', 'question-default']), lang: z.enum(LOCALES).optional() }),
        'The key',
      ),
      required: true,
    },
  },
  responses: {
    200: okResponse(
      z.object({ configKey: z.string(), configValue: z.array(z.string()) }),
      'The value in the language (default cn)',
    ),
    ...errorResponses,
  },
});

export const removeRecords = createRoute({
  method: 'post',
  path: CHAT_ENDPOINTS.removeRecords,
  tags: ['chat'],
  summary: "Deletes the session's last record (an answer with its question); stops an answer being written first",
  request: { headers: BearerHeader(false), body: { ...jsonContent(SessionBody, 'The session'), required: true } },
  responses: {
    200: okResponse(z.object({ removed: z.number().int() }), 'How many records were deleted'),
    ...errorResponses,
    ...notYours,
  },
});

export const addSession = createRoute({
  method: 'post',
  path: CHAT_ENDPOINTS.addSession,
  tags: ['chat'],
  summary: "Creates a session: the token's member's, or anonymous without a token",
  request: {
    headers: BearerHeader(false),
    body: { ...jsonContent(z.object({ openId: OpenId }), 'Nothing'), required: false },
  },
  responses: {
    200: okResponse(z.object({ id: z.string() }), 'The new session id'),
    ...errorResponses,
    ...unauthorizedResponse,
  },
});

const AssistantSourceSchema = z.object({
  kind: z.enum(['place', 'point']),
  id: IdParam,
  placeId: IdParam,
  placeKind: z.enum(['scenic', 'museum']),
  title: z.string().max(300),
});

export const OfflineExchangeBody = z
  .object({
    clientId: z
      .string()
      .uuid()
      .openapi({ description: 'Made on the device: a resend with the same id stores nothing' }),
    sessionId: SessionIdParam,
    question: z.string().trim().min(1).max(CHAT_LIMITS.questionChars),
    answer: z.string().trim().min(1).max(20_000),
    lang: z.enum(LOCALES),
    uiLang: z.enum(LOCALES),
    kind: z.enum(QUESTION_KINDS),
    placeId: IdParam.nullable(),
    pointId: IdParam.nullable(),
    sources: z.array(AssistantSourceSchema).max(30),
    declined: z.boolean(),
    askedAt: z.number().int().nonnegative(),
    openId: OpenId,
  })
  .openapi('OfflineExchange');

export const interactOffline = createRoute({
  method: 'post',
  path: CHAT_OFFLINE_ENDPOINT,
  tags: ['chat'],
  summary: 'Records a question the app answered offline from its downloaded places (sent later from its outbox)',
  description:
    "Stored in the session (two records, ids off-<clientId>-q and -a) and in the operators' exchange log " +
    "(provider 'offline'). Idempotent by clientId. Limited per address and per member of the bearer token.",
  request: {
    headers: BearerHeader(false),
    body: { ...jsonContent(OfflineExchangeBody, 'The exchange'), required: true },
  },
  responses: {
    200: okResponse(z.object({ recorded: z.boolean() }), 'Whether it was stored now (false: stored before)'),
    ...errorResponses,
    ...notYours,
    429: errorResponse('Too many exchanges from this member or address (CHT0000429; see Retry-After)'),
  },
});
