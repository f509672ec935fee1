// POST /api/open-api/speech/recognize: speech to text for voice input in browsers without the
// Web Speech API. No speech provider ships with the server, so it answers 503 CHT0000503 and
// the app's voice button says that voice input is unavailable (issue 6). A provider plugs in here.
import { createRoute } from '@hono/zod-openapi';
import { CHAT_ENDPOINTS } from '@contract';
import { createRouter } from '../../lib/create-app';
import { ERROR_CODES } from '../../lib/error-codes';
import { ApiError } from '../../lib/respond';
import { errorResponse, errorResponses } from '../../lib/schemas';

const route = createRoute({
  method: 'post',
  path: CHAT_ENDPOINTS.speechToText,
  tags: ['chat'],
  summary: 'Speech to text (multipart field `audio`); 503 while no speech provider is configured',
  responses: {
    ...errorResponses,
    503: errorResponse('No speech provider is configured (errorCode CHT0000503)'),
  },
});

export const speech = createRouter().openapi(route, () => {
  throw new ApiError(503, ERROR_CODES.speechUnavailable, 'Voice input is unavailable: no speech provider is configured');
});
