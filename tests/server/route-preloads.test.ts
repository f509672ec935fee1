// The page sent for an address other than / announces the router's and the route's code (from
// the build's manifest) and, for a detail page, its cover in a Link header; / and the
// /index.html the service worker precaches announce neither.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFakeDist } from './helpers/fake-dist';
import { rawRequest } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/start';

// A manifest shaped as Vite writes it: the entry (index.html) and its static imports, the
// router the entry imports dynamically, and one split route component.
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_framework-1.js'], css: [] },
  '_framework-1.js': { file: 'assets/framework-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_framework-1.js'] },
  'src/app/router.tsx': {
    file: 'assets/router-host-1.js',
    isDynamicEntry: true,
    imports: ['_router-lib-1.js', '_shared-1.js', '_framework-1.js'],
    css: ['assets/router-1.css'],
  },
  '_router-lib-1.js': { file: 'assets/router-lib-1.js' },
  'src/routes/poiDetail.tsx?tsr-split=component': {
    file: 'assets/poiDetail-1.js',
    isDynamicEntry: true,
    imports: ['_places-1.js', '_shared-1.js'],
  },
  '_places-1.js': { file: 'assets/places-1.js', css: ['assets/places-1.css'] },
  'src/routes/mine.tsx?tsr-split=component': { file: 'assets/mine-1.js', isDynamicEntry: true },
};

const ROUTER_TAGS = [
  '<link rel="modulepreload" crossorigin href="/assets/router-host-1.js">',
  '<link rel="modulepreload" crossorigin href="/assets/router-lib-1.js">',
  '<link rel="modulepreload" crossorigin href="/assets/shared-1.js">',
  '<link rel="preload" as="style" href="/assets/router-1.css">',
];

const distDir = makeFakeDist();
mkdirSync(join(distDir, '.vite'));
writeFileSync(join(distDir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ distDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const page = async (path: string) => {
  const reply = await rawRequest(t.url, path);
  return { html: reply.body.toString(), link: reply.headers.link, status: reply.status };
};
const preloads = (html: string) => html.match(/<link rel="(?:modulepreload|preload)"[^>]*>/g) ?? [];

describe('the page sent for an address other than /', () => {
  it('announces the router, the route and their imports and styles, once each, in <head>', async () => {
    const { html, status } = await page('/poiDetail?id=fx-yellow-mountain');
    expect(status).toBe(200);
    expect(preloads(html).sort()).toEqual(
      [
        ...ROUTER_TAGS,
        '<link rel="modulepreload" crossorigin href="/assets/poiDetail-1.js">',
        '<link rel="modulepreload" crossorigin href="/assets/places-1.js">',
        '<link rel="preload" as="style" href="/assets/places-1.css">',
      ].sort(),
    );
    // What the entry imports is the page's own business (index.html announces it), not repeated.
    expect(html).not.toContain('framework-1.js');
    expect(html.indexOf('rel="modulepreload"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('announces only the router for a route without code of its own and for an unknown path', async () => {
    for (const path of ['/no/such/screen', '/notARoute', '/mine']) {
      const expected =
        path === '/mine'
          ? [...ROUTER_TAGS, '<link rel="modulepreload" crossorigin href="/assets/mine-1.js">']
          : ROUTER_TAGS;
      expect(preloads((await page(path)).html).sort(), path).toEqual(expected.sort());
    }
  });

  it('announces nothing for / and for the /index.html the service worker keeps', async () => {
    for (const path of ['/', '/index.html']) expect(preloads((await page(path)).html), path).toEqual([]);
  });

  it("preloads a detail page's cover from the Link header, for existing ids only", async () => {
    expect((await page('/poiDetail?id=fx-yellow-mountain')).link).toBe(
      '</media/images/fx-yellow-mountain.jpg>; rel=preload; as=image; fetchpriority=high',
    );
    expect((await page('/museumDetail?id=fx-anhui-museum')).link).toBe(
      '</media/images/fx-anhui-museum.jpg>; rel=preload; as=image; fetchpriority=high',
    );
    // An unknown id, a hostile one and a huge one: the same page, without a hint.
    const same = (await page('/poiDetail?id=fx-yellow-mountain')).html;
    for (const id of ['nope', '%3E%3B%20rel%3Dstylesheet%0D%0AX-Evil%3A%201', 'x'.repeat(5000)]) {
      const reply = await page(`/poiDetail?id=${id}`);
      expect(reply.status).toBe(200);
      expect(reply.link).toBeUndefined();
      expect(reply.html).toBe(same);
    }
    expect((await page('/mine?id=fx-yellow-mountain')).link).toBeUndefined();
  });
});
