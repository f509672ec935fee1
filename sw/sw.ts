/// <reference lib="WebWorker" />
// The service worker only wires things together; each concern lives in its own module.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerMediaCaches } from './media-caches';
import { registerNavigationFallback } from './navigation';
import { registerMessageHandlers } from './messages';
import { registerScanEngineCache } from './scan-engine-cache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerNavigationFallback();
registerMediaCaches();
registerScanEngineCache();
registerMessageHandlers(self);

// The first install takes control at once, so the very first visit already works offline.
self.addEventListener('install', () => {
  if (!self.registration.active) void self.skipWaiting();
});
clientsClaim();
