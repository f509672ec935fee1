// Mounts the API routers under the gateway, the OpenAPI document, media and the built app.
import { etag } from 'hono/etag';
import { GATEWAY, MEDIA_PREFIX } from '../../src/lib/contract/index';
import { createBaseApp, type AppDeps } from './lib/create-app';
import { configureOpenAPI } from './lib/openapi';
import { apiBodyLimit, apiCacheControl } from './middlewares/api-guards';
import { compressJson } from './middlewares/compress-json';
import banner from './routes/banner/banner.index';
import guide from './routes/guide/guide.index';
import health from './routes/health/health.index';
import museum from './routes/museum/museum.index';
import point from './routes/point/point.index';
import scenic from './routes/scenic/scenic.index';
import simpleDict from './routes/simple-dict/simple-dict.index';
import { createDistHandler } from './static/serve-dist';
import { createMediaHandler } from './static/serve-media';

export interface CreateAppOptions extends AppDeps {
  distDir: string;
  contentDir: string;
}

export function createApp(options: CreateAppOptions) {
  const app = createBaseApp(options);
  app.use(`${GATEWAY}/*`, apiBodyLimit(), compressJson(), apiCacheControl(), etag());

  for (const router of [health, banner, scenic, point, guide, museum, simpleDict]) {
    app.route(GATEWAY, router);
  }
  configureOpenAPI(app);

  app.get(`${MEDIA_PREFIX}/*`, createMediaHandler(options.contentDir));
  app.get('*', createDistHandler(options.distDir));
  return app;
}
