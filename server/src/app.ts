// Mounts the API routers under the gateway (behind the encrypted-envelope middleware), the
// tracking ingest (outside the gateway, behind the same guards and envelope), the OpenAPI
// document, media and the built app.
import { resolve } from 'node:path';
import { etag } from 'hono/etag';
import { ENDPOINTS, GATEWAY, MEDIA_PREFIX, TRACKING_PATH, UPLOADS_PREFIX } from '@contract';
import { CHAT_ENDPOINTS } from '@contract/chat';
import type { SitePolicy } from '@contract/site-policy';
import { securityHeaders } from './middlewares/security-headers';
import { shellStyleHashes } from './static/inject-site-policy';
import { createEnvelopeCipher } from './crypto/envelope';
import { createBaseApp, type AppDeps } from './lib/create-app';
import { configureOpenAPI } from './lib/openapi';
import { apiBodyLimit, apiCacheControl, MAX_UPLOAD_BODY_BYTES, parseJsonOnce } from './middlewares/api-guards';
import { compressJson } from './middlewares/compress-json';
import { encryptedBody } from './middlewares/encrypted-body';
import { jsonp } from './middlewares/jsonp';
import banner from './routes/banner/banner.index';
import { createChatRouter } from './routes/chat/chat.index';
import destination from './routes/destination/destination.index';
import exhibitFeatures from './routes/exhibit-features/exhibit-features.index';
import exhibitHashes from './routes/exhibit-hashes/exhibit-hashes.index';
import guide from './routes/guide/guide.index';
import health from './routes/health/health.index';
import museum from './routes/museum/museum.index';
import point from './routes/point/point.index';
import pointLike from './routes/point-like/point-like.index';
import pointPlay from './routes/point-play/point-play.index';
import publicKey from './routes/public-key/public-key.index';
import scenic from './routes/scenic/scenic.index';
import simpleDict from './routes/simple-dict/simple-dict.index';
import tracking from './routes/tracking/tracking.index';
import { createSpeechRouter } from './routes/speech/speech.index';
import { createMiniProgramRouter } from './routes/mini-program/mini-program.index';
import { createTranslationRouter } from './routes/translation/translation.index';
import { createUploadsHandler } from './routes/upload/serve-upload';
import { createUploadRouter } from './routes/upload/upload.index';
import { createStoredTranslations } from './translation/stored-translations';
import { createTranslator } from './translation/translator';
import { createHomeBootData } from './static/boot-data';
import { createCoverHints } from './static/lcp-image-hints';
import { createChatConfigLookup, createChatFirstScreen, firstOf } from './static/chat-first-screen';
import { createDetailFirstScreens } from './static/detail-first-screen';
import { createDistHandler } from './static/serve-dist';
import { createMediaHandler } from './static/serve-media';
import { createMediaDigest } from './static/media-digest';
import { createPlacePackageRouter } from './routes/place-package/place-package.index';
import memberData from './routes/member-data/member-data.index';
import memberAddress from './routes/member-address/member-address.index';
import { createAuthRouter } from './routes/auth/auth.index';
import { createMemberAccountRouter } from './routes/member-account/member-account.index';
import { addressKeyer, mobileKeyer } from './members/mobile-key';
import { createPaidMedia } from './members/paid-media';
import { createSandboxRouter } from './providers/payment/sandbox-router';
import { createCouponsRouter } from './routes/coupons/coupons.index';
import { createOrdersRouter } from './routes/orders/orders.index';
import { createPaymentRouter } from './routes/payment/payment.index';
import { createUnlocksRouter } from './routes/unlocks/unlocks.index';
import { createAdminRouter } from './routes/admin/admin.index';
import type { AppServices } from './app-services';

/** Everything the app needs, made by startServer (app-services.ts); the app builds no fallback. */
export interface CreateAppOptions extends AppDeps, AppServices {
  distDir: string;
  contentDir: string;
  /** Wrapper origins allowed to frame the app, hosts answers' images may load from. */
  sitePolicy: SitePolicy;
}

export function createApp(options: CreateAppOptions) {
  const app = createBaseApp(options);
  const sitePolicy = options.sitePolicy;
  // Outermost of all: every answer, errors and the app's pages included, leaves with them.
  app.use('*', securityHeaders(sitePolicy, shellStyleHashes(options.distDir)));
  // Paid narrations: every answer with points and every /media request may need it.
  const paidMedia = createPaidMedia(options.mediaSecret);
  app.use(async (c, next) => {
    c.set('paidMedia', paidMedia);
    await next();
  });
  // Outermost first: the size limit runs before decryption; the answer is encrypted before
  // it is given its cache policy, ETag and compression.
  const envelope = encryptedBody(createEnvelopeCipher(options.keys));
  const uploadPath = `${GATEWAY}${ENDPOINTS.fileUpload}`;
  // Uploads: a larger limit, multipart, never encrypted; everything else under the gateway: 1 MB.
  app.use(uploadPath, apiBodyLimit(MAX_UPLOAD_BODY_BYTES));
  app.use(`${GATEWAY}/*`, async (c, next) => (c.req.path === uploadPath ? next() : apiBodyLimit()(c, next)));
  // The ETag middleware reads the whole body: never on the assistant's event stream.
  const tag = etag();
  const interactPath = `${GATEWAY}${CHAT_ENDPOINTS.interact}`;
  const etagUnlessStream: typeof tag = (c, next) => (c.req.path === interactPath ? next() : tag(c, next));
  app.use(`${GATEWAY}/*`, compressJson(), apiCacheControl(), etagUnlessStream, envelope, jsonp());
  // The tracking path is not under the gateway: the same limit, envelope and JSON errors.
  app.use(TRACKING_PATH, apiBodyLimit(), compressJson(), apiCacheControl(), envelope, parseJsonOnce());

  for (const router of [health, publicKey, banner, scenic, point, guide, museum, simpleDict]) {
    app.route(GATEWAY, router);
  }
  app.route(GATEWAY, destination);
  app.route(GATEWAY, pointLike);
  app.route(GATEWAY, exhibitHashes);
  app.route(GATEWAY, exhibitFeatures);
  // Keyed hashes of mobile numbers (coupon claims) and client addresses (upload limits).
  const memberKey = options.memberKey;
  const keyOf = mobileKeyer(memberKey);
  app.route(GATEWAY, createUploadRouter(options.uploads, addressKeyer(memberKey)));
  app.route(GATEWAY, createSpeechRouter(options.speech));
  app.route(GATEWAY, createMiniProgramRouter(options.schemes));
  const translator = createTranslator(
    options.db,
    createStoredTranslations(options.contentDir),
    options.translationProvider,
  );
  app.route(GATEWAY, createTranslationRouter(translator));
  app.route(GATEWAY, createPlacePackageRouter({ translator, digest: createMediaDigest(options.contentDir) }));
  app.route(GATEWAY, pointPlay);
  app.route(GATEWAY, createChatRouter(options.chat));
  // Members: favourites, browsing history, feedback.
  app.route(GATEWAY, memberData);
  app.route(GATEWAY, memberAddress);
  // Members (issue 7): login and the account.
  app.route(GATEWAY, createAuthRouter(options.sms));
  app.route(GATEWAY, createMemberAccountRouter({ keyOf, uploads: options.uploads }));
  // Orders, payment, unlocks and coupons (members); the sandbox provider's pages are outside /api.
  const payments = options.payments;
  app.route(GATEWAY, createOrdersRouter(payments));
  app.route(GATEWAY, createPaymentRouter(payments.secret));
  app.route(GATEWAY, createUnlocksRouter());
  app.route(GATEWAY, createCouponsRouter(keyOf));
  app.route('/', createSandboxRouter(payments));
  app.route('/', tracking);
  // The operators' export of the assistant's exchanges, behind ADMIN_TOKEN.
  app.route('/', createAdminRouter(options.adminToken));
  // Any other method on the tracking path: the JSON 404, not the app's index.html.
  app.all(TRACKING_PATH, (c) => c.notFound());
  configureOpenAPI(app);

  app.get(`${MEDIA_PREFIX}/*`, createMediaHandler(options.contentDir));
  app.get(`${UPLOADS_PREFIX}/*`, createUploadsHandler(options.uploads));
  const homeBootData = createHomeBootData(options.db, resolve(options.contentDir, 'media'));
  const onBootDataError = (error: unknown) => options.logger.error({ err: error }, 'home boot data unavailable');
  app.get(
    '*',
    createDistHandler({
      distDir: options.distDir,
      publicKey: () => options.keys.current,
      sitePolicy,
      homeBootData,
      onBootDataError,
      imageHint: createCoverHints(options.db),
      firstScreen: firstOf(
        createDetailFirstScreens(options.db),
        createChatFirstScreen(createChatConfigLookup(options.db)),
      ),
    }),
  );
  return app;
}
