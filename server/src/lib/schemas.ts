// Named OpenAPI components built from the wire contract, the envelope, and shared query parts.
import { z } from '@hono/zod-openapi';
import {
  apiResponse,
  Banner,
  ExplanationPoint,
  Guide,
  LanguageItem,
  Museum,
  pageOf,
  ScenicArea,
} from '@contract/schemas';

/**
 * Names a contract schema as an OpenAPI component. zod 4 copies methods onto each schema
 * when it is built, so a contract schema built before @hono/zod-openapi extended zod has no
 * `.openapi` of its own: call the prototype's method, whatever the import order was.
 */
export function component<T extends z.ZodType>(schema: T, name: string): T {
  const { openapi } = z.ZodType.prototype as unknown as { openapi: (this: T, refId: string) => T };
  return openapi.call(schema, name);
}

export const ScenicAreaSchema = component(ScenicArea, 'ScenicArea');
export const MuseumSchema = component(Museum, 'Museum');
export const ExplanationPointSchema = component(ExplanationPoint, 'ExplanationPoint');
export const GuideSchema = component(Guide, 'Guide');
export const BannerSchema = component(Banner, 'Banner');
export const LanguageItemSchema = component(LanguageItem, 'LanguageItem');

export const ErrorResponseSchema = z
  .object({
    success: z.literal(false),
    data: z.null(),
    message: z.string(),
    errorCode: z.string(),
  })
  .openapi('ErrorResponse');

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

/** 200 response in the envelope. */
export const okResponse = <T extends z.ZodType>(data: T, description: string) =>
  jsonContent(apiResponse(data), description);

export const pageResponse = <T extends z.ZodType>(item: T, description: string) =>
  okResponse(pageOf(item), description);

export const errorResponse = (description: string) => jsonContent(ErrorResponseSchema, description);

export const errorResponses = {
  400: errorResponse('A query parameter or body field is invalid (errorCode VAL0000400)'),
  500: errorResponse('Unexpected error (errorCode CTG0000000)'),
} as const;

export const notFoundResponse = (what: string) => ({ 404: errorResponse(`No ${what} with this id`) }) as const;

// Shared query parts. Unknown query keys (openId, requestId, ...) are accepted and ignored.
export const IdParam = z.string().trim().min(1).max(128);
export const KeywordParam = z.string().trim().max(100).optional();
export const CodeParam = z.string().trim().min(1).max(32).optional();
export const PageParams = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
};
export const IdQuery = z.object({ id: IdParam });
