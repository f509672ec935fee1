// The built app and the media folder: cache headers, compression kept in memory, SPA
// fallback, 404s that are not the shell, Range requests on audio, and the not-built page.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_JS, EMPTY_SITE_POLICY_ELEMENT, INDEX_HTML, PNG_BYTES } from './helpers/fake-dist';
import { rawRequest } from './helpers/http';
import { keyOf, sharedKeyFile } from './helpers/keys';
import { FIXTURE_CONTENT } from './helpers/paths';
import { startTestServer, type TestServer } from './helpers/start';

const IMMUTABLE = 'public, max-age=31536000, immutable';
let t: TestServer;
/** The shell as served: the raw file with the public key element (crypto-index-html.test.ts) and the site policy (security-headers.test.ts). */
let SHELL = '';
beforeAll(async () => {
  t = await startTestServer();
  const pem = (await keyOf(await sharedKeyFile())).publicKeyPem;
  SHELL = INDEX_HTML.replace(
    '</head>',
    `<script type="text/plain" id="server-public-key">${pem}</script>${EMPTY_SITE_POLICY_ELEMENT}</head>`,
  );
});
afterAll(async () => {
  await t?.close();
});

describe('built app', () => {
  it('serves hashed assets immutable, gzip-compressed once and kept', async () => {
    const first = await rawRequest(t.url, '/assets/app-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe(IMMUTABLE);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['vary']).toBe('Accept-Encoding');
    expect(first.headers['content-type']).toMatch(/^text\/javascript/);
    expect(gunzipSync(first.body).toString()).toBe(APP_JS);
    expect(first.body.length).toBeLessThan(APP_JS.length / 2);
    const second = await rawRequest(t.url, '/assets/app-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('prefers brotli when accepted and sends identity when nothing is', async () => {
    const br = await rawRequest(t.url, '/assets/app-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(APP_JS);
    const plain = await rawRequest(t.url, '/assets/app-abc123.js', { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(APP_JS)));
    expect(plain.body.toString()).toBe(APP_JS);
    const refused = await rawRequest(t.url, '/assets/app-abc123.js', { 'Accept-Encoding': 'gzip;q=0, br;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('revalidates with the ETag (304)', async () => {
    const first = await rawRequest(t.url, '/assets/app-abc123.js', { 'Accept-Encoding': 'gzip' });
    const again = await rawRequest(t.url, '/assets/app-abc123.js', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': first.headers.etag as string,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('serves the shell, the service worker and the manifest with no-cache', async () => {
    for (const path of ['/', '/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest']) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      await res.arrayBuffer();
    }
    // The shell as the service worker precaches it (`/` adds boot data: boot-data.test.ts).
    const index = await fetch(`${t.url}/index.html`);
    expect(await index.text()).toBe(SHELL);
    expect(index.headers.get('content-type')).toMatch(/^text\/html/);
    const manifest = await fetch(`${t.url}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
  });

  it('gives other files a short max-age and never compresses images', async () => {
    const robots = await fetch(`${t.url}/robots.txt`);
    expect(robots.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(robots.headers.get('x-request-id')).toBeTruthy();
    const png = await rawRequest(t.url, '/icons/icon-192.png', { 'Accept-Encoding': 'gzip, br' });
    expect(png.status).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.equals(PNG_BYTES)).toBe(true);
  });

  it('answers client routes with index.html (SPA fallback)', async () => {
    for (const path of ['/poiList', '/poiDetail?id=fx-yellow-mountain', '/museum/deep/link', '/privacyPage_en']) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(await res.text(), path).toBe(SHELL);
    }
  });

  it('answers 404, not the shell, for missing files', async () => {
    for (const path of ['/assets/missing.js', '/assets/deep/x', '/missing.png', '/favicon.ico']) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('<html');
    }
  });

  it('refuses to leave the folders it serves', async () => {
    for (const path of [
      '/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/package.json',
      '/media/..%2f..%2fguides.json',
      '/.git/config',
    ]) {
      const res = await rawRequest(t.url, path);
      expect(res.status, path).toBe(404);
    }
  });
});

describe('media', () => {
  const audio = readFileSync(join(FIXTURE_CONTENT, 'media/audio/sample.mp3'));

  it('serves a week of caching, an ETag and Accept-Ranges, uncompressed', async () => {
    const res = await rawRequest(t.url, '/media/audio/sample.mp3', { 'Accept-Encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.etag).toBeTruthy();
    expect(res.body.equals(audio)).toBe(true);
    const again = await rawRequest(t.url, '/media/audio/sample.mp3', { 'If-None-Match': res.headers.etag as string });
    expect(again.status).toBe(304);
  });

  it('answers Range requests with 206 and the right bytes', async () => {
    const mid = await rawRequest(t.url, '/media/audio/sample.mp3', { Range: 'bytes=100-199' });
    expect(mid.status).toBe(206);
    expect(mid.headers['content-range']).toBe(`bytes 100-199/${audio.length}`);
    expect(mid.headers['content-length']).toBe('100');
    expect(mid.body.equals(audio.subarray(100, 200))).toBe(true);
    const tail = await rawRequest(t.url, '/media/audio/sample.mp3', { Range: 'bytes=4000-' });
    expect(tail.headers['content-range']).toBe(`bytes 4000-4095/${audio.length}`);
    expect(tail.body.equals(audio.subarray(4000))).toBe(true);
    const suffix = await rawRequest(t.url, '/media/audio/sample.mp3', { Range: 'bytes=-10' });
    expect(suffix.body.equals(audio.subarray(audio.length - 10))).toBe(true);
    const beyond = await rawRequest(t.url, '/media/audio/sample.mp3', { Range: 'bytes=5000-' });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${audio.length}`);
  });

  it('answers HEAD with the length and no body', async () => {
    const res = await rawRequest(t.url, '/media/audio/sample.mp3', {}, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-length']).toBe(String(audio.length));
    expect(res.body.length).toBe(0);
  });

  it('compresses SVG media and 404s missing media', async () => {
    const svg = await rawRequest(t.url, '/media/maps/fixture-map.svg', { 'Accept-Encoding': 'gzip' });
    expect(svg.headers['content-encoding']).toBe('gzip');
    expect(svg.headers['cache-control']).toBe('public, max-age=604800');
    expect(gunzipSync(svg.body).toString()).toContain('<svg');
    expect((await fetch(`${t.url}/media/audio/missing.mp3`)).status).toBe(404);
  });
});

describe('app not built', () => {
  it('answers / with a 503 page saying to run npm run build; the API still works', async () => {
    const emptyDist = mkdtempSync(join(tmpdir(), 'guide-empty-dist-'));
    const bare = await startTestServer({ distDir: emptyDist });
    try {
      for (const path of ['/', '/poiList']) {
        const res = await fetch(`${bare.url}${path}`);
        expect(res.status, path).toBe(503);
        expect(res.headers.get('content-type')).toMatch(/^text\/html/);
        expect(await res.text()).toContain('npm run build');
      }
      expect((await fetch(`${bare.url}/api/health`)).status).toBe(200);
    } finally {
      await bare.close();
      rmSync(emptyDist, { recursive: true, force: true });
    }
  });
});
