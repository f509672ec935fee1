// notFound and onError: every failure leaves in the envelope; no stack trace in a body.
import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_CODES, SYSTEM_ERROR_MESSAGE } from '../lib/error-codes';
import { ApiError, fail } from '../lib/respond';
import type { AppBindings } from '../lib/types';

export const notFound: NotFoundHandler<AppBindings> = (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json(fail(ERROR_CODES.routeNotFound, `Not found: ${c.req.method} ${c.req.path}`), 404);
};

function fromHttpException(err: HTTPException): { status: ContentfulStatusCode; code: string; message: string } {
  const status = err.status as ContentfulStatusCode;
  switch (status) {
    case 400:
      return { status, code: ERROR_CODES.validation, message: err.message || 'Bad request' };
    case 413:
      return { status, code: ERROR_CODES.payloadTooLarge, message: 'Request body is too large' };
    case 415:
      return {
        status,
        code: ERROR_CODES.unsupportedMediaType,
        message: 'Unsupported media type: send the body as application/json',
      };
    default:
      return { status, code: `GTW0000${status}`, message: err.message || 'Request failed' };
  }
}

// PostgreSQL's (and PGlite's) codes for text it cannot hold: a NUL byte (22021,
// character_not_in_repertoire) or a character with no equivalent (22P05). Validation refuses
// such input first; this is the backstop for a path that reaches SQL without it.
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

const isUnstorableText = (err: unknown) =>
  typeof err === 'object' && err !== null && UNSTORABLE_TEXT_CODES.has(String((err as { code?: unknown }).code));

export const onError: ErrorHandler<AppBindings> = (err, c) => {
  c.header('Cache-Control', 'no-store');
  if (err instanceof ApiError) return c.json(fail(err.errorCode, err.message), err.status);
  if (isUnstorableText(err)) {
    c.var.logger?.warn({ code: (err as { code?: unknown }).code }, 'request text refused by the database');
    return c.json(
      fail(
        ERROR_CODES.validation,
        'The request holds text that cannot be stored (a NUL character or invalid Unicode); remove it and try again',
      ),
      400,
    );
  }
  if (err instanceof HTTPException && err.status < 500) {
    const { status, code, message } = fromHttpException(err);
    return c.json(fail(code, message), status);
  }
  const logger = c.var.logger;
  if (logger) logger.error({ err }, 'unhandled error');
  else console.error(err);
  return c.json(fail(ERROR_CODES.system, SYSTEM_ERROR_MESSAGE), 500);
};
