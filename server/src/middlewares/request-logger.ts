// One info line per request, with a child logger carrying the request id for handlers.
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppBindings } from '../lib/types';

export function requestLogger(root: Logger): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const started = performance.now();
    const logger = root.child({ reqId: c.var.requestId });
    c.set('logger', logger);
    await next();
    const status = c.res.status;
    const entry = {
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) logger.error(entry, 'request failed');
    else logger.info(entry, 'request');
  };
}
