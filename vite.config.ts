import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { ALIASES } from './build/aliases';
import { inlineEntryCss } from './build/inline-entry-css';
import { preloadEntryImports } from './build/preload-entry-imports';
import { swWithoutFallbacks } from './build/sw-without-fallbacks';
import { environmentForMode } from './src/lib/environments';

// Plugin order matters (STACK-NOTES): router first, then React, then the Lingui macro
// through Babel, then the catalog compiler, then the PWA.
export default defineConfig(({ mode }) => ({
  resolve: { alias: ALIASES },
  // The environment's API domain and market list id, fixed in the bundle (src/lib/environments.ts).
  define: { __APP_ENVIRONMENT__: JSON.stringify(environmentForMode(mode)) },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    preloadEntryImports(),
    inlineEntryCss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      // The install manifest (icons and screenshots: scripts/make-icons.ts, make-screenshots.ts).
      manifest: {
        id: '/',
        name: '景区导览 · Scenic area guide',
        short_name: '景区导览',
        description:
          'Audio guides for scenic areas and museums, museum tours, an exhibit scan and an AI travel assistant, offline.',
        lang: 'zh-Hans',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#0f766e',
        background_color: '#f5f5f5',
        categories: ['travel', 'education'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
        screenshots: [
          {
            src: '/screenshots/home-narrow.png',
            sizes: '390x844',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Home',
          },
          {
            src: '/screenshots/home-wide.png',
            sizes: '1280x800',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Home',
          },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Screenshots are shown only by the install dialog, online: not worth a place in the
        // offline shell. The messaging app's SDK runs only inside that host (src/lib/mini-program-host.ts): no
        // other visitor's worker should download it. The scan's OpenCV.js (10.8 MB) is kept at
        // run time by sw/scan-engine-cache.ts, for those who scan.
        globIgnores: ['screenshots/**', 'assets/weixin-js-sdk-*.js', 'assets/opencv-*.js'],
        // The worker shares the outbox and tracking senders with the pages (Background Sync).
        buildPlugins: { vite: [swWithoutFallbacks()] },
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    // No preload lists for lazy chunks: every route's list of dependencies would ride in the
    // first screen's router chunk. A route's imports load when its chunk is parsed, and from the
    // service worker's precache once installed. (Every target browser knows modulepreload.)
    modulePreload: false,
    // dist/.vite/manifest.json: what each route's chunk pulls in (bench/route-chunks.ts); the
    // server never serves dot-folders.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React (with jotai and Lingui), which every screen runs on, as one chunk; the router
          // as another, which the first screen of / does not load (src/app/router-host.tsx).
          // Split into a dozen small shared chunks, each compresses worse and costs a request.
          groups: [
            // Loaded only inside the messaging app's mini-program (src/lib/mini-program-host.ts);
            // named so that a test can tell that nobody else downloads it.
            { name: 'weixin-js-sdk', test: /node_modules[\\/]weixin-js-sdk[\\/]/ },
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|jotai|@lingui[\\/](core|react))[\\/]/,
            },
            {
              name: 'router',
              test: /node_modules[\\/](use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store))[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/media': 'http://127.0.0.1:8080',
    },
  },
}));
