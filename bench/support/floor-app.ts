// The floor the first-screen benches compare against: a bare Vite + React + PWA app (one heading
// and a paragraph rendered by React, its service worker precaching the build), built with this
// repository's own Vite, React and vite-plugin-pwa, and served gzip-compressed by a small
// static server on 127.0.0.1. What the app adds above this floor is what our code costs.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/** Inside node_modules so the bare app resolves react from this repository. */
const ROOT = resolve('node_modules/.cache/floor-app');

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="A bare Vite + React + PWA app." />
    <title>Floor</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.jsx"></script>
  </body>
</html>
`;

const MAIN_JSX = `import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Vite + React</h1>
      <button onClick={() => setCount((c) => c + 1)}>count is {count}</button>
      <p className="card">Edit main.jsx and save to test HMR.</p>
    </main>
  );
}

createRoot(document.getElementById('root')).render(<StrictMode><App /></StrictMode>);
`;

/** Builds the bare app into node_modules/.cache/floor-app/dist; returns that folder. */
export async function buildFloorApp(): Promise<string> {
  rmSync(ROOT, { recursive: true, force: true });
  mkdirSync(ROOT, { recursive: true });
  writeFileSync(join(ROOT, 'index.html'), INDEX_HTML);
  writeFileSync(join(ROOT, 'main.jsx'), MAIN_JSX);
  await build({
    root: ROOT,
    configFile: false,
    logLevel: 'error',
    plugins: [
      react(),
      VitePWA({
        registerType: 'autoUpdate',
        manifest: { name: 'Floor', short_name: 'Floor', start_url: '/', display: 'standalone', icons: [] },
      }),
    ],
    build: { outDir: join(ROOT, 'dist'), emptyOutDir: true },
  });
  return join(ROOT, 'dist');
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

export interface FloorServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** Serves a built folder: files gzip-compressed, unknown paths answered with index.html. */
export async function serveFloorApp(dist: string): Promise<FloorServer> {
  const cache = new Map<string, Buffer>();
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    let file = join(dist, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dist) || !statSync(file, { throwIfNoEntry: false })?.isFile()) file = join(dist, 'index.html');
    let body = cache.get(file);
    if (!body) cache.set(file, (body = gzipSync(readFileSync(file), { level: 9 })));
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'gzip',
      'cache-control': file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    response.end(body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
