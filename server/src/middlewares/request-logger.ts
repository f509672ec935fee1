// One info line per request, with a child logger carrying the request id for handlers;
// every response carries the id in X-Request-Id. A load balancer's health checks (every second
// per instance, deploy/haproxy.cfg) are logged at debug when they pass.
import type { MiddlewareHandler } from 'hono';
import { HEALTH_PATH } from '@contract';
import type { Logger } from 'pino';
import type { AppBindings } from '../lib/types';

export function requestLogger(root: Logger): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const started = performance.now();
    const logger = root.child({ reqId: c.var.requestId });
    c.set('logger', logger);
    await next();
    // Handlers that build their own Response (static files) lose the header set up front.
    if (!c.res.headers.has('X-Request-Id')) c.res.headers.set('X-Request-Id', c.var.requestId);
    const status = c.res.status;
    const entry = {
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) logger.error(entry, 'request failed');
    else if (entry.path === HEALTH_PATH && status === 200) logger.debug(entry, 'request');
    else logger.info(entry, 'request');
  };
}
