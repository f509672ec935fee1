// Bindings every handler sees: request id, the request's child logger, the database and
// the server's RSA key pairs.
import type { OpenAPIHono, RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DbKind } from '../db/connect';
import type { Database } from '../db/schema';
import type { KeyRing } from '../crypto/keys';
import type { AuthenticatedMember } from '../members/tokens';
import type { PaidMedia } from '../members/paid-media';

export interface AppBindings {
  Variables: {
    requestId: string;
    logger: Logger;
    db: Kysely<Database>;
    dbKind: DbKind;
    keys: KeyRing;
    /** Set by requireMember / optionalMember (member endpoints only). */
    member?: AuthenticatedMember;
    /** Signs paid media URLs and knows which files are paid (docs/decisions/0042-paid-narrations.md). */
    paidMedia: PaidMedia;
    /** Addresses of proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES; lib/client-address.ts). */
    trustedProxies: ReadonlySet<string>;
  };
}

export type AppOpenAPI = OpenAPIHono<AppBindings>;

export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppBindings>;
