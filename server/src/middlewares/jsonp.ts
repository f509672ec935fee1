// The JSONP variant of spec point 7: a GET with `callback` is answered as
// `callback(<the JSON answer>);` in JavaScript. The name is checked, so a callback can only
// name a function, never inject code.
import type { MiddlewareHandler } from 'hono';
import { ERROR_CODES } from '../lib/error-codes';

const CALLBACK_NAME = /^[A-Za-z_$][\w$]{0,63}(\.[A-Za-z_$][\w$]{0,63}){0,3}$/;

export function jsonp(): MiddlewareHandler {
  return async (c, next) => {
    const callback = c.req.method === 'GET' ? c.req.query('callback') : undefined;
    if (callback === undefined) return next();
    if (!CALLBACK_NAME.test(callback)) {
      return c.json(
        {
          success: false,
          data: null,
          message: 'callback must be a JavaScript function name',
          errorCode: ERROR_CODES.validation,
        },
        400,
      );
    }
    await next();
    if (!c.res.headers.get('content-type')?.includes('application/json')) return;
    const json = await c.res.text();
    const headers = new Headers(c.res.headers);
    headers.set('content-type', 'application/javascript; charset=utf-8');
    headers.set('x-content-type-options', 'nosniff');
    headers.delete('content-length');
    headers.delete('etag');
    // The leading comment keeps a JSON answer from being read as something else.
    c.res = new Response(`/**/${callback}(${json});`, { status: 200, headers });
  };
}
