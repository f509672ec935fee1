// The page sent for /poiDetail?id=… and /museumDetail?id=… carries the place's first screen
// (cover, name, introduction) in the language of the `lang` cookie, escaped, in place of the
// boot skeleton; an unknown id, and every other address, get the page as before.
import { describe, expect, it } from 'vitest';
import type { ApiResponse, Locale, MuseumT, ScenicAreaT } from '../../src/lib/contract/index';
import {
  chooseLocale,
  drawsBackBar,
  firstScreenHtml,
  injectFirstScreen,
} from '../../server/src/static/detail-first-screen';
import { SKELETON, useFirstScreenServer } from './helpers/first-screen-server';
import { rawRequest } from './helpers/http';

const server = useFirstScreenServer();

async function api<T>(path: string): Promise<T> {
  const body = (await (await fetch(`${server().url}/api/mob-server/open-api${path}`)).json()) as ApiResponse<T>;
  if (!body.success || body.data === null) throw new Error(`${path}: ${body.message}`);
  return body.data;
}

/** The first scenic area and museum of the test catalogue. */
const firstScenic = async () => {
  const { list } = await api<{ list: ScenicAreaT[] }>('/scenic/list?page=1&pageSize=1');
  return (await api<{ area: ScenicAreaT }>(`/scenic/detail?id=${list[0]!.id}`)).area;
};
const firstMuseum = async () => {
  const { list } = await api<{ list: MuseumT[] }>('/museum/list?page=1&pageSize=1');
  return list[0]!;
};

const page = async (path: string, lang?: string) => {
  const reply = await rawRequest(server().url, path, lang ? { Cookie: `theme=x; lang=${lang}` } : {});
  return { html: reply.body.toString(), vary: String(reply.headers.vary ?? ''), status: reply.status };
};
const firstParagraph = (text: string) => text.split(/\n+/).find(Boolean)!;
const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe('the first screen of a scenic area, drawn by the server', () => {
  it('carries the name and the introduction in the cookie’s language, instead of the skeleton', async () => {
    const area = await firstScenic();
    for (const lang of ['en', 'cn', 'ja'] as Locale[]) {
      const { html, vary, status } = await page(`/poiDetail?id=${area.id}`, lang);
      expect(status).toBe(200);
      expect(html).not.toContain(SKELETON);
      expect(html).toContain(`<h1 class="page-heading">${escaped(area.name[lang])}</h1>`);
      // ja has no human introduction: the page carries what the app's first render shows (English).
      const intro = area.intro[lang] ?? area.intro.en!;
      expect(html).toContain(`<p>${escaped(firstParagraph(intro))}</p>`);
      expect(html).toContain(`<img class="gallery-image" src="${area.cover}"`);
      expect(html).toMatch(new RegExp(`<html lang="${lang === 'cn' ? 'zh-Hans' : lang}"`));
      expect(vary).toMatch(/Cookie/);
    }
  });

  it('draws the default language (cn) without a cookie, or with an unknown one', async () => {
    const area = await firstScenic();
    for (const lang of [undefined, 'xx', '%E0%A4%A']) {
      const { html } = await page(`/poiDetail?id=${area.id}`, lang);
      expect(html).toContain(`<h1 class="page-heading">${escaped(area.name.cn)}</h1>`);
    }
  });

  it('sends the page as before for an unknown id, a missing id, and other addresses', async () => {
    for (const path of ['/poiDetail?id=no-such-place', '/poiDetail', '/museumDetail?id=%3Cscript%3E', '/mine']) {
      const { html, vary, status } = await page(path, 'en');
      expect(status, path).toBe(200);
      expect(html, path).toContain(SKELETON);
      expect(html, path).not.toContain('boot-detail');
      expect(vary, path).not.toMatch(/Cookie/);
    }
  });

  it('leaves / and the /index.html the service worker precaches language-neutral', async () => {
    for (const path of ['/index.html']) {
      const { html } = await page(path, 'en');
      expect(html).toContain(SKELETON);
    }
  });
});

describe('the first screen of a museum', () => {
  it('carries the cover, the name and the address in the cookie’s language', async () => {
    const museum = await firstMuseum();
    const { html } = await page(`/museumDetail?id=${museum.id}`, 'de');
    expect(html).toContain(`<img class="museum-cover" src="${museum.cover}"`);
    expect(html).toContain(`<h1 class="page-heading">${escaped(museum.name.de)}</h1>`);
    expect(html).not.toContain(SKELETON);
  });
});

describe('the markup', () => {
  const hostile = '<script>alert("x")</script> & \'quoted\'';
  const text = Object.fromEntries(
    ['cn', 'en', 'fr', 'ru', 'zh-Hant', 'vi', 'th', 'ja', 'ko', 'ms', 'de'].map((l) => [l, hostile]),
  ) as ScenicAreaT['name'];
  const region = { code: '1', name: text };
  const area = {
    cover: '/media/x.webp',
    name: text,
    city: region,
    province: region,
    intro: { cn: hostile, en: hostile },
  };

  it('escapes every text, and takes no cover from outside the app’s media', () => {
    const html = firstScreenHtml({ kind: 'scenic', area }, 'en', true);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39;');
    const outside = firstScreenHtml({ kind: 'scenic', area: { ...area, cover: '/x" onerror="alert(1)' } }, 'en', true);
    expect(outside).not.toContain('onerror');
    expect(outside).not.toContain('<img');
  });

  it('keeps the back bar’s place unless the host draws its own', () => {
    expect(firstScreenHtml({ kind: 'scenic', area }, 'en', true)).toContain('<div class="boot-back-bar"></div>');
    expect(firstScreenHtml({ kind: 'scenic', area }, 'en', false)).not.toContain('back-bar');
    const address = (query: string) => new URLSearchParams(query);
    expect(drawsBackBar(address('id=x'), 'Mozilla/5.0 (Linux; Android 14) Chrome/130')).toBe(true);
    expect(drawsBackBar(address('id=x&clientType=0'), undefined)).toBe(true);
    for (const query of ['id=x&clientType=1', 'id=x&clientType=2', 'id=x&terminal=1', 'id=x&terminal=4'])
      expect(drawsBackBar(address(query), undefined), query).toBe(false);
    expect(drawsBackBar(address('id=x'), 'Mozilla/5.0 MicroMessenger/8.0 miniProgram/wx0123')).toBe(false);
  });

  it('leaves a page without the skeleton’s markers as it is', () => {
    const html = '<html lang="zh-Hans"><body><div id="root"></div></body></html>';
    expect(injectFirstScreen(html, '<main></main>', 'en')).toBe(html);
  });

  it('reads the lang cookie among others, and ignores what is not a locale', () => {
    expect(chooseLocale('a=1; lang=de; b=2')).toBe('de');
    expect(chooseLocale('lang=zh-Hant')).toBe('zh-Hant');
    expect(chooseLocale('lang=EN')).toBe('cn');
    expect(chooseLocale(undefined)).toBe('cn');
    expect(chooseLocale('lang=%')).toBe('cn');
  });
});
