// Every index.html the server sends (/, /index.html that the service worker precaches, the
// SPA fallback) carries the current public key right before </head>; the rendered page is
// cached and compressed once, and its ETag follows the file and the key.
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_KEY_ELEMENT_ID } from '../../src/lib/contract/index';
import { EMPTY_SITE_POLICY_ELEMENT, INDEX_HTML, makeFakeDist } from './helpers/fake-dist';
import { rawRequest } from './helpers/http';
import { freshKeyFile, keyOf, sharedKeyFile } from './helpers/keys';
import { startTestServer, type TestServer } from './helpers/start';

/** The page at `/` also carries the home page's boot data (tests/server/boot-data.test.ts). */
const withoutBootData = (html: string) =>
  html.replace(/<script type="application\/json" id="boot-data">[^<]*<\/script>/, '');
const element = (pem: string) => `<script type="text/plain" id="${PUBLIC_KEY_ELEMENT_ID}">${pem}</script>`;
/** The site policy follows the key (security-headers.test.ts). */
const elements = (pem: string) => `${element(pem)}${EMPTY_SITE_POLICY_ELEMENT}`;
/** The ETag the server gives an unchanged text file (file-cache.ts). */
const rawEtag = (text: string) => `"${createHash('sha1').update(text).digest('base64url').slice(0, 22)}"`;

const distDir = makeFakeDist();
let t: TestServer;
let pem = '';
beforeAll(async () => {
  t = await startTestServer({ distDir });
  pem = (await keyOf(await sharedKeyFile())).publicKeyPem;
});
afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('index.html carries the public key', () => {
  it.each(['/', '/index.html', '/poiList', '/museum/deep/link?id=1'])('%s', async (path) => {
    const res = await rawRequest(t.url, path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = withoutBootData(res.body.toString());
    expect(html).toBe(INDEX_HTML.replace('</head>', `${elements(pem)}</head>`));
    expect(html.split(PUBLIC_KEY_ELEMENT_ID)).toHaveLength(2);
    expect(res.headers.etag).not.toBe(rawEtag(INDEX_HTML));
    expect(res.headers['content-length']).toBe(String(res.body.length));
  });

  it('the element text is exactly the PEM served at /api/public-key', async () => {
    const html = (await rawRequest(t.url, '/')).body.toString();
    const text = new RegExp(`id="${PUBLIC_KEY_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1];
    const served = (await (await fetch(`${t.url}/api/public-key`)).json()) as { data: { publicKey: string } };
    expect(text).toBe(served.data.publicKey);
  });

  it('is compressed once: the same bytes and ETag every time, and 304 on revalidation', async () => {
    const first = await rawRequest(t.url, '/index.html', { 'Accept-Encoding': 'gzip' });
    const again = await rawRequest(t.url, '/poiList', { 'Accept-Encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(first.body).toString()).toContain(element(pem));
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    const plain = await rawRequest(t.url, '/');
    expect(plain.headers.etag).not.toBe(first.headers.etag);
    const revalidated = await rawRequest(t.url, '/', { 'If-None-Match': plain.headers.etag as string });
    expect(revalidated.status).toBe(304);
  });

  it('gets a new ETag when the key changes (another server, same files)', async () => {
    const other = await startTestServer({ distDir, rsaPrivateKeyFiles: [await freshKeyFile()] });
    try {
      const mine = await rawRequest(t.url, '/');
      const theirs = await rawRequest(other.url, '/');
      expect(theirs.body.toString()).not.toContain(pem);
      expect(theirs.body.toString()).toContain(PUBLIC_KEY_ELEMENT_ID);
      expect(theirs.headers.etag).not.toBe(mine.headers.etag);
      expect((await rawRequest(t.url, '/')).headers.etag).toBe(mine.headers.etag);
    } finally {
      await other.close();
    }
  });

  it('gets a new ETag and keeps the key when the file changes (a rebuild)', async () => {
    const before = await rawRequest(t.url, '/');
    const file = join(distDir, 'index.html');
    const rebuilt = readFileSync(file, 'utf8').replace('<title>Fake app</title>', '<title>Fake app, rebuilt</title>');
    writeFileSync(file, rebuilt);
    const after = await rawRequest(t.url, '/index.html');
    expect(after.body.toString()).toBe(rebuilt.replace('</head>', `${elements(pem)}</head>`));
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
