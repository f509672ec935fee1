// POST /api/mob-server/open-api/data-config/machine-translation: content text the visitor's
// language lacks, translated (server/src/translation/translator.ts decides by whom).
import { createRoute, z } from '@hono/zod-openapi';
import { ENDPOINTS, LOCALES, MACHINE_TRANSLATION_LIMITS } from '@contract';
import { errorResponse, errorResponses, jsonContent, okResponse } from '../../lib/schemas';

const Locale = z.enum(LOCALES);

const TranslationBody = z
  .object({
    from: Locale,
    to: Locale,
    texts: z
      .array(z.string().min(1).max(MACHINE_TRANSLATION_LIMITS.chars))
      .min(1)
      .max(MACHINE_TRANSLATION_LIMITS.texts),
  })
  .refine((body) => body.from !== body.to, { message: 'from and to must differ', path: ['to'] });

const TranslationResult = z.object({ to: Locale, texts: z.array(z.string().nullable()), provider: z.string() });

export const translate = createRoute({
  method: 'post',
  path: ENDPOINTS.machineTranslation,
  tags: ['translation'],
  summary: 'Machine translation of content texts (null where none exists and no provider is plugged in)',
  request: {
    body: { ...jsonContent(TranslationBody, 'Texts in one locale, to translate into another'), required: true },
  },
  responses: {
    200: okResponse(TranslationResult, 'The translations, in the order of the texts'),
    ...errorResponses,
    502: errorResponse('The translation provider could not be reached or refused (errorCode MOB0000502)'),
  },
});

export type TranslateRoute = typeof translate;
