// POST /api/open-api/speech/recognize: speech to text for voice input in browsers without the
// Web Speech API; the provider is server/src/providers/speech (none ships: 503).
import { createRoute, z } from '@hono/zod-openapi';
import { CHAT_ENDPOINTS } from '@contract';
import { errorResponse, errorResponses, okResponse } from '../../lib/schemas';

export const recognize = createRoute({
  method: 'post',
  path: CHAT_ENDPOINTS.speechToText,
  tags: ['chat'],
  summary: 'Speech to text (multipart field `audio`); 503 while no speech provider is configured',
  responses: {
    200: okResponse(z.object({ text: z.string() }), 'The recognised text'),
    ...errorResponses,
    503: errorResponse('No speech provider is configured (errorCode CHT0000503)'),
  },
});

export type RecognizeRoute = typeof recognize;
