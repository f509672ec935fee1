// The OpenAPI 3.1 document of every route, generated once on first request.
import { OPENAPI_PATH } from '@contract';
import type { AppOpenAPI } from './types';

export function configureOpenAPI(app: AppOpenAPI): void {
  let document: unknown;
  app.get(OPENAPI_PATH, (c) => {
    document ??= app.getOpenAPI31Document({
      openapi: '3.1.0',
      info: {
        title: 'Scenic-area and museum guide API',
        version: '1.0.0',
        description: 'Catalogue API of the offline-first guide. Every response is {success, data, message, errorCode}.',
      },
    });
    return c.json(document as Record<string, unknown>);
  });
}
