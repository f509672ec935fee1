// Issue 14, items 6 and 11 on the wire: every answer carries nosniff, a Referrer-Policy and a
// Content-Security-Policy; pages and the worker get the document policy (own scripts only,
// the inline boot style by hash, images from us and the chosen hosts, framing by the allowed
// wrapper origins), everything else a policy that lets it do nothing; index.html carries the
// same lists for the page. /api/health does not name the database.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, SITE_POLICY_ELEMENT_ID } from '@contract';
import { startTestServer, type TestServer } from './helpers/start';

let t: TestServer;
const STYLE = 'body{margin:0;background:#f5f5f5}';
const styleSource = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

beforeAll(async () => {
  t = await startTestServer({ wrapperOrigins: ['https://wrapper.example'], answerImageHosts: ['https://img.example'] });
  writeFileSync(
    join(t.distDir, 'index.html'),
    `<!doctype html><html><head><style>${STYLE}</style></head><body><div id="root"></div></body></html>`,
  );
});
afterAll(async () => {
  await t?.close();
});

const directives = (policy: string | null) =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

describe('security headers', () => {
  it('gives pages the document policy, with the boot style hash and the configured lists', async () => {
    const res = await fetch(`${t.url}/poiList`);
    const html = await res.text();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", styleSource]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://img.example']);
    expect(csp.get('frame-ancestors')).toEqual(["'self'", 'https://wrapper.example']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    const element = new RegExp(`<script type="application/json" id="${SITE_POLICY_ELEMENT_ID}">(.*?)</script>`).exec(
      html,
    );
    expect(JSON.parse(element![1]!)).toEqual({
      wrapperOrigins: ['https://wrapper.example'],
      imageHosts: ['https://img.example'],
    });
  });

  it('gives the service worker script the document policy (its fetches stay allowed)', async () => {
    const csp = directives((await fetch(`${t.url}/sw.js`)).headers.get('content-security-policy'));
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });

  it("lets the scan's recognition worker, and no other script, compile WebAssembly and build functions", async () => {
    mkdirSync(join(t.distDir, 'assets'), { recursive: true });
    writeFileSync(join(t.distDir, 'assets', 'recognition.worker-Ab1_c.js'), 'self.onmessage = null;');
    writeFileSync(join(t.distDir, 'assets', 'index-Ab1_c.js'), 'export {};');
    const worker = directives(
      (await fetch(`${t.url}/assets/recognition.worker-Ab1_c.js`)).headers.get('content-security-policy'),
    );
    expect(worker.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", "'unsafe-eval'"]);
    expect(worker.get('connect-src')).toEqual(["'self'"]);
    const other = directives((await fetch(`${t.url}/assets/index-Ab1_c.js`)).headers.get('content-security-policy'));
    expect(other.get('script-src')).toEqual(["'self'"]);
  });

  it('gives JSON, errors and media a policy that lets them do nothing as a document', async () => {
    for (const path of [`/api${ENDPOINTS.bannerList}`, '/api/no/such/route', '/media/no-such-file.mp3']) {
      const res = await fetch(`${t.url}${path}`, { method: path.includes('banner') ? 'POST' : 'GET' });
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(directives(res.headers.get('content-security-policy')).get('default-src'), path).toEqual(["'none'"]);
      expect(res.headers.get('content-security-policy'), path).toContain('sandbox');
    }
  });

  it('does not name the database in /api/health', async () => {
    const body = (await (await fetch(`${t.url}/api/health`)).json()) as { data: Record<string, unknown> };
    expect(body.data).toEqual({ status: 'ok' });
  });
});

describe('revalidation', () => {
  it('sends no policy on a 304, so the page the browser kept keeps its own', async () => {
    const first = await fetch(`${t.url}/poiList`);
    await first.text();
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${t.url}/poiList`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBeNull();
  });
});
