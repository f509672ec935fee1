import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineEntryCss } from './build/inline-entry-css';
import { preloadHomeRoute } from './build/preload-home-route';

// Plugin order matters (STACK-NOTES): router first, then React, then the Lingui macro
// through Babel, then the catalog compiler, then the PWA.
export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    preloadHomeRoute(),
    inlineEntryCss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json: what each route's chunk pulls in (bench/route-chunks.ts); the
    // server never serves dot-folders.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and the router, which every screen runs on, as one chunk: split into a dozen
          // small shared chunks, each compresses worse and costs a request of its own.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|jotai|@lingui[\\/](core|react)|@tanstack[\\/](react-router|router-core|history|store|react-store))[\\/]/,
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
});
