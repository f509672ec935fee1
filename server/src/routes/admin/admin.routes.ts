// The operators' routes (outside the app's /api gateway: no envelope, not for the app).
import { createRoute, z } from '@hono/zod-openapi';
import { CSV_COLUMNS, EXPORT_FORMATS } from '../../chat/exchange-export';
import { errorResponse, errorResponses, IdParam } from '../../lib/schemas';

export const ADMIN_EXCHANGES_PATH = '/admin/assistant/exchanges';
export const ADMIN_SECURITY = [{ adminBearer: [] }];
export const ADMIN_SCHEME = {
  type: 'http',
  scheme: 'bearer',
  description: 'The ADMIN_TOKEN of the server (at least 32 characters); unset, every call is refused',
} as const;

/** A day (taken at 00:00 UTC) or an instant with its offset. */
const DATE_OR_INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2}))?$/;

export const ExportQuery = z.object({
  format: z.enum(EXPORT_FORMATS).default('json'),
  since: z
    .string()
    .regex(DATE_OR_INSTANT, 'must be a date (2026-11-25) or an instant (2026-11-25T08:00:00Z)')
    .refine((s) => !Number.isNaN(Date.parse(s)), 'is not a real date')
    .optional()
    .openapi({ description: 'Exchanges at or after this date or instant', example: '2026-11-25' }),
  place: IdParam.optional().openapi({ description: "One place's exchanges" }),
});

const SourceSchema = z.object({
  kind: z.enum(['place', 'point']),
  id: z.string(),
  placeId: z.string(),
  placeKind: z.enum(['scenic', 'museum']),
  title: z.string(),
});

const ExchangeSchema = z
  .object({
    id: z.string().openapi({ description: "The answer's id" }),
    time: z.string().openapi({ description: 'When the answer was stored (ISO 8601, UTC)' }),
    conversation: z.number().int().openapi({ description: 'The conversation, numbered within this export' }),
    signedIn: z.boolean().openapi({ description: 'Whether a member asked (which member is not exported)' }),
    lang: z.string().openapi({ description: 'The language of the answer' }),
    uiLang: z.string().openapi({ description: 'The language of the interface' }),
    placeId: z.string().nullable(),
    pointId: z.string().nullable(),
    kind: z.string().openapi({ description: 'What was asked: hours, price, booking, directions, ... other' }),
    declined: z.boolean().openapi({ description: 'The catalogue did not answer the question' }),
    status: z.enum(['complete', 'stopped', 'error']),
    provider: z
      .string()
      .openapi({ description: "'embedded' (the catalogue assistant) or 'openai-compatible' (a model)" }),
    question: z.string(),
    answer: z.string(),
    sources: z.array(SourceSchema),
  })
  .openapi('AssistantExchange');

export const exportExchanges = createRoute({
  method: 'get',
  path: ADMIN_EXCHANGES_PATH,
  tags: ['admin'],
  summary: "Exports the assistant's exchanges (operators only), as CSV or JSON",
  description:
    'Every question and answer with its language, place, point, sources and whether it declined, oldest first. ' +
    "No member's identity or phone number, no session id. " +
    `CSV: UTF-8 with a BOM, CRLF, RFC 4180 quoting, columns ${CSV_COLUMNS.join(', ')}; ` +
    "sources as 'place:<id>' / 'point:<id>' separated by spaces; a text starting with = + - @ gets a leading '.",
  security: ADMIN_SECURITY,
  request: { query: ExportQuery },
  responses: {
    200: {
      content: {
        'text/csv': { schema: z.string() },
        'application/json': { schema: z.array(ExchangeSchema) },
      },
      description: 'The export, as a download (not in the envelope)',
    },
    ...errorResponses,
    401: errorResponse('No bearer token (ADM0000401)'),
    403: errorResponse('Not the admin token, or no ADMIN_TOKEN is configured (ADM0000403)'),
  },
});
