// Builds routers and the base app: request id, per-request logger, database binding,
// the envelope's notFound and onError.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { requestId } from 'hono/request-id';
import type { Logger } from 'pino';
import type { DbKind } from '../db/connect';
import type { Database } from '../db/schema';
import type { KeyRing } from '../crypto/keys';
import { notFound, onError } from '../middlewares/errors';
import { requestLogger } from '../middlewares/request-logger';
import type { AppBindings, AppOpenAPI } from './types';
import { schemaOnlyHook, validationHook } from './validation';

/**
 * `unstorableText: 'keep'` lets NUL and lone surrogates through validation, for a route that
 * must see the raw text and cleans it itself (the tracking ingest: the device's signature
 * covers the text as sent, and the ingest stores U+FFFD in place of what cannot be stored).
 */
export function createRouter(options: { unstorableText?: 'refuse' | 'keep' } = {}): AppOpenAPI {
  const hook = options.unstorableText === 'keep' ? schemaOnlyHook : validationHook;
  return new OpenAPIHono<AppBindings>({ strict: false, defaultHook: hook });
}

export interface AppDeps {
  logger: Logger;
  db: Kysely<Database>;
  dbKind: DbKind;
  keys: KeyRing;
  /** TRUSTED_PROXIES: whose X-Forwarded-For names the client (lib/client-address.ts). */
  trustedProxies?: ReadonlySet<string>;
}

export function createBaseApp(deps: AppDeps): AppOpenAPI {
  const app = createRouter();
  const trusted = deps.trustedProxies ?? new Set<string>();
  app.use(requestId());
  app.use(requestLogger(deps.logger));
  app.use(async (c, next) => {
    c.set('db', deps.db);
    c.set('dbKind', deps.dbKind);
    c.set('keys', deps.keys);
    c.set('trustedProxies', trusted);
    await next();
  });
  app.notFound(notFound);
  app.onError(onError);
  return app;
}
