// The index.html sent for `/` carries the home page's lists (boot data) and draws the first
// banner into the skeleton; other pages, and /index.html that the service worker precaches, do not.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOT_DATA_ELEMENT_ID,
  ENDPOINTS,
  type ApiResponse,
  type BannerT,
  type BootData,
  type GuideT,
  type Page,
  type ScenicAreaT,
} from '../../src/lib/contract/index';
import {
  BOOT_BANNER_MARKER,
  inlineBanner,
  injectBootData,
  MAX_INLINE_BANNER_BYTES,
  svgDataUrl,
} from '../../server/src/static/boot-data';
import { makeFakeDist } from './helpers/fake-dist';
import { postJson, rawRequest } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/start';

const SKELETON_HTML = `<!doctype html><html><head><meta charset="UTF-8" /><title>App</title></head>
<body><div id="root"><div class="boot-banner">${BOOT_BANNER_MARKER}</div></div></body></html>\n`;

const bootOf = (html: string): BootData | null => {
  const text = new RegExp(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">([^<]*)</script>`).exec(
    html,
  )?.[1];
  return text === undefined ? null : (JSON.parse(text) as BootData);
};

const distDir = makeFakeDist();
writeFileSync(join(distDir, 'index.html'), SKELETON_HTML);
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ distDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

async function api<T>(path: string): Promise<T> {
  const body = (await (await fetch(`${t.url}/api${path}`)).json()) as ApiResponse<T>;
  if (!body.success || body.data === null) throw new Error(`${path}: ${body.message}`);
  return body.data;
}

describe('boot data in the page sent for /', () => {
  it('holds the same lists, in the same order, as the home page API calls', async () => {
    const boot = bootOf((await rawRequest(t.url, '/')).body.toString());
    expect(boot).not.toBeNull();
    const banners = (await postJson<BannerT[]>(t.url, ENDPOINTS.bannerList, { position: 'home' })).body.data!;
    const scenic = await api<Page<ScenicAreaT>>(`${ENDPOINTS.scenicList}?page=1&pageSize=6`);
    const popular = await api<ScenicAreaT[]>(`${ENDPOINTS.scenicPopular}?limit=4`);
    const guides = await api<GuideT[]>(ENDPOINTS.guideList);
    const ids = (list: Array<{ id: string }>) => list.map((item) => item.id);
    expect(boot!.home.banners.length).toBeGreaterThan(0);
    expect(ids(boot!.home.banners)).toEqual(ids(banners));
    expect(ids(boot!.home.scenic)).toEqual(ids(scenic.list));
    expect(ids(boot!.home.popular)).toEqual(ids(popular));
    expect(ids(boot!.home.guides)).toEqual(ids(guides));
    expect(boot!.home.scenic[0]!.name).toEqual(scenic.list[0]!.name);
  });

  it('carries card projections only: no intros, tips or narrations', async () => {
    const boot = bootOf((await rawRequest(t.url, '/')).body.toString())!;
    for (const card of [...boot.home.scenic, ...boot.home.popular]) {
      expect(Object.keys(card).sort()).toEqual(['city', 'cover', 'hot', 'id', 'level', 'name', 'province']);
    }
    for (const card of boot.home.guides)
      expect(Object.keys(card).sort()).toEqual(['avatar', 'id', 'name', 'rating', 'title']);
  });

  it('draws the first banner into the skeleton and preloads it first thing in <head>', async () => {
    const html = (await rawRequest(t.url, '/')).body.toString();
    const first = bootOf(html)!.home.banners[0]!.image;
    expect(html).not.toContain(BOOT_BANNER_MARKER);
    expect(html).toContain(
      `<div class="boot-banner"><img src="${first}" alt="" fetchpriority="high" width="720" height="300"></div>`,
    );
    expect(html).toContain(
      `<meta charset="UTF-8" /><link rel="preload" as="image" href="${first}" fetchpriority="high">`,
    );
  });

  it('is absent from /index.html (precached by the service worker) and from other pages', async () => {
    for (const path of ['/index.html', '/poiList', '/museumDetail?id=1']) {
      const html = (await rawRequest(t.url, path)).body.toString();
      expect(bootOf(html)).toBeNull();
      expect(html).toContain(BOOT_BANNER_MARKER);
    }
  });

  it('is cached with the page: the same bytes and ETag again, and 304 on revalidation', async () => {
    const first = await rawRequest(t.url, '/', { 'Accept-Encoding': 'gzip' });
    const again = await rawRequest(t.url, '/', { 'Accept-Encoding': 'gzip' });
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    const plain = await rawRequest(t.url, '/');
    const revalidated = await rawRequest(t.url, '/', { 'If-None-Match': plain.headers.etag as string });
    expect(revalidated.status).toBe(304);
  });
});

describe('injectBootData', () => {
  it('keeps text that looks like markup inside the JSON, so nothing closes the script early', () => {
    const title = '</script><script>alert(1)</script><!--';
    const boot: BootData = {
      generatedAt: 1,
      home: {
        banners: [
          { id: 'b', image: '/x.svg?a=1&b="2"', title: { en: title } as BannerT['title'], link: '/', order: 1 },
        ],
        scenic: [],
        popular: [],
        guides: [],
      },
    };
    const html = injectBootData(SKELETON_HTML, boot);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--"');
    expect(bootOf(html)?.home.banners[0]!.title.en).toBe(title);
    expect(html).toContain('src="/x.svg?a=1&amp;b=&quot;2&quot;"');
  });

  it('still adds the data to a page without a skeleton marker or </body>', () => {
    const html = injectBootData('<p>bare</p>', {
      generatedAt: 1,
      home: { banners: [], scenic: [], popular: [], guides: [] },
    });
    expect(bootOf(html)?.home.scenic).toEqual([]);
  });
});

describe('the first banner drawn from the page', () => {
  const SVG =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300"><rect fill="#22303f" width="750" height="300"/><text>50% & «ä»</text></svg>\n';
  const mediaDir = mkdtempSync(join(tmpdir(), 'inline-banner-'));
  mkdirSync(join(mediaDir, 'images/banners'), { recursive: true });
  mkdirSync(join(mediaDir, 'audio'), { recursive: true });
  writeFileSync(join(mediaDir, 'images/banners/small.svg'), SVG);
  writeFileSync(
    join(mediaDir, 'images/banners/large.svg'),
    SVG.replace('<text>', `<text>${'x'.repeat(MAX_INLINE_BANNER_BYTES)}`),
  );
  writeFileSync(join(mediaDir, 'images/banners/photo.jpg'), 'not an svg');
  writeFileSync(join(mediaDir, 'audio/small.svg'), SVG);
  writeFileSync(join(mediaDir, 'outside.svg'), SVG);
  afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

  it('encodes an SVG as a data: URL that decodes to the same text, with nothing an attribute or URL must escape', () => {
    const url = svgDataUrl(SVG);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    const data = url.slice('data:image/svg+xml,'.length);
    expect(decodeURIComponent(data)).toBe(SVG.trim());
    expect(data).not.toMatch(/["'<>#&\n]|%(?![0-9A-F]{2})|[^\x20-\x7e]/);
  });

  it('reads a small SVG of the app images, and nothing else', async () => {
    expect(await inlineBanner(mediaDir, '/media/images/banners/small.svg')).toBe(svgDataUrl(SVG));
    for (const image of [
      '/media/images/banners/large.svg', // above the limit
      '/media/images/banners/photo.jpg', // not an SVG
      '/media/images/banners/missing.svg',
      '/media/audio/small.svg', // not under images/
      '/media/images/../outside.svg', // out of the folder
      '/media/images/banners/small.svg?x=1',
      'https://example.com/media/images/banners/small.svg',
    ])
      expect(await inlineBanner(mediaDir, image), image).toBeNull();
  });

  it('draws the skeleton banner from the data: URL and leaves the preload of its address to the browser', () => {
    const boot: BootData = {
      generatedAt: 1,
      home: {
        banners: [
          {
            id: 'b',
            image: '/media/images/banners/small.svg',
            title: { en: 'B' } as BannerT['title'],
            link: '/',
            order: 1,
          },
        ],
        scenic: [],
        popular: [],
        guides: [],
      },
    };
    const inline = svgDataUrl(SVG);
    const html = injectBootData(SKELETON_HTML, boot, inline);
    expect(html).toContain(`<div class="boot-banner"><img src="${inline}" alt="" width="720" height="300"></div>`);
    // React's render of the banner (its address) finds it fetched; not ahead of the scripts.
    expect(html).toContain(
      '<meta charset="UTF-8" /><link rel="preload" as="image" href="/media/images/banners/small.svg">',
    );
    expect(html).not.toContain('fetchpriority');
  });
});
