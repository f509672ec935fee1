// The operators' endpoints: `Authorization: Bearer <ADMIN_TOKEN>`. No token: 401 (with
// WWW-Authenticate); any other token, a member's included, or none configured: 403. The
// tokens are compared as SHA-256 digests in constant time, so the time taken tells nothing
// of how much of a guess was right, nor of the token's length.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { ERROR_CODES } from '../lib/error-codes';
import { ApiError } from '../lib/respond';
import type { AppBindings } from '../lib/types';

const digest = (text: string) => createHash('sha256').update(text).digest();

export const requireAdmin = (adminToken: string | null): MiddlewareHandler<AppBindings> => {
  const expected = adminToken ? digest(adminToken) : null;
  return async (c, next) => {
    const given = /^Bearer (\S{1,512})$/.exec(c.req.header('authorization') ?? '')?.[1];
    if (!given) {
      c.header('WWW-Authenticate', 'Bearer realm="admin"');
      throw new ApiError(401, ERROR_CODES.adminUnauthorized, 'The admin token is needed');
    }
    if (!expected || !timingSafeEqual(digest(given), expected)) {
      throw new ApiError(403, ERROR_CODES.adminForbidden, 'This token may not use the admin endpoints');
    }
    await next();
  };
};
