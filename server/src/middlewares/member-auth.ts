// Member endpoints: `Authorization: Bearer <token>` names the caller. requireMember answers
// a missing, unknown, expired or revoked token with 401 and the spec's re-login code;
// optionalMember lets an anonymous caller through (feedback) but still refuses a bad token,
// so that a visitor who believes to be logged in learns otherwise.
import type { MiddlewareHandler } from 'hono';
import { memberOfToken } from '../members/tokens';
import { ApiError } from '../lib/respond';
import { ERROR_CODES } from '../lib/error-codes';
import type { AppBindings } from '../lib/types';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,128})$/;

export const reloginError = () => new ApiError(401, ERROR_CODES.memberRelogin, 'Please log in again');

async function authenticate(c: Parameters<MiddlewareHandler<AppBindings>>[0], required: boolean): Promise<void> {
  const header = c.req.header('authorization');
  if (!header) {
    if (required) throw reloginError();
    return;
  }
  const token = BEARER.exec(header)?.[1];
  const member = token ? await memberOfToken(c.var.db, token) : null;
  if (!member) throw reloginError();
  c.set('member', member);
}

export const requireMember = (): MiddlewareHandler<AppBindings> => async (c, next) => {
  await authenticate(c, true);
  await next();
};

export const optionalMember = (): MiddlewareHandler<AppBindings> => async (c, next) => {
  await authenticate(c, false);
  await next();
};
