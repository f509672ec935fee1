// Bindings every handler sees: request id, the request's child logger, the database and
// the server's RSA key pairs.
import type { OpenAPIHono, RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DbKind } from '../../db/connect';
import type { Database } from '../../db/schema';
import type { KeyRing } from '../../crypto/keys';

export interface AppBindings {
  Variables: {
    requestId: string;
    logger: Logger;
    db: Kysely<Database>;
    dbKind: DbKind;
    keys: KeyRing;
  };
}

export type AppOpenAPI = OpenAPIHono<AppBindings>;

export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppBindings>;
