// The build's compressed forms (server/src/cli/precompress-dist.ts, the last step of `npm run
// build`): written beside each text file that they make smaller, never for the shell or an
// image, and served as they are on disk; a form older than its file is not served.
import { existsSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDist } from '../../server/src/cli/precompress-dist';
import { APP_JS, makeFakeDist } from './helpers/fake-dist';
import { rawRequest } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/start';

const dist = makeFakeDist();
let t: TestServer;

beforeAll(async () => {
  await precompressDist(dist);
  t = await startTestServer({ distDir: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("the build's compressed forms", () => {
  it('are written for the text files they make smaller, not for the shell, an image or a tiny file', () => {
    for (const file of ['assets/app-abc123.js', 'assets/style-abc123.css', 'sw.js']) {
      const text = readFileSync(join(dist, file));
      expect(brotliDecompressSync(readFileSync(join(dist, `${file}.br`))).equals(text), file).toBe(true);
      expect(gunzipSync(readFileSync(join(dist, `${file}.gz`))).equals(text), file).toBe(true);
    }
    for (const file of ['index.html', 'icons/icon-192.png', 'robots.txt', 'registerSW.js']) {
      expect(existsSync(join(dist, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dist, `${file}.gz`)), file).toBe(false);
    }
  });

  it('are sent as they are on disk, with the same headers as a form made on demand', async () => {
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const res = await rawRequest(t.url, '/assets/app-abc123.js', { 'Accept-Encoding': encoding });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['vary']).toBe('Accept-Encoding');
      expect(res.headers.etag).toMatch(new RegExp(`-${encoding}"$`));
      expect(res.body.equals(readFileSync(join(dist, `assets/app-abc123.js${suffix}`)))).toBe(true);
    }
    const plain = await rawRequest(t.url, '/assets/app-abc123.js', { 'Accept-Encoding': 'identity' });
    expect(plain.body.toString()).toBe(APP_JS);
  });

  it('are not served when older than their file: the file is compressed again', async () => {
    const file = join(dist, 'assets/late-abc123.js');
    const older = `// the version the form was made from\n${APP_JS}`;
    const newer = `// the version on disk now\n${APP_JS}`;
    writeFileSync(file, older);
    await precompressDist(dist);
    writeFileSync(file, newer);
    const now = Date.now() / 1000;
    utimesSync(`${file}.br`, now - 60, now - 60);
    utimesSync(file, now, now);
    const res = await rawRequest(t.url, '/assets/late-abc123.js', { 'Accept-Encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toBe(newer);
  });

  it('left by an earlier build are removed when the build is compressed again', async () => {
    writeFileSync(join(dist, 'assets/gone-abc123.js.br'), 'a form whose file is gone');
    await precompressDist(dist);
    expect(existsSync(join(dist, 'assets/gone-abc123.js.br'))).toBe(false);
    expect(existsSync(join(dist, 'assets/app-abc123.js.br'))).toBe(true);
  });
});
