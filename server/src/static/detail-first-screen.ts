// The first screen of /poiDetail?id=… and /museumDetail?id=…, drawn by the server from the
// database into the page it sends, in place of index.html's boot skeleton: the cover, the name,
// the region and (for a scenic area) the introduction, with the classes and sizes the React page
// draws them at (index.html holds the few route styles they need). The largest paint is then the
// page's own, before any script runs; React's render replaces it with the same picture and text
// at the same place, which paints nothing larger. See docs/decisions/0067-detail-first-screen-from-the-page.md.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  DEFAULT_LOCALE,
  isLocale,
  LANG_COOKIE,
  LOCALE_BCP47,
  SERVER_FIRST_SCREEN_CLASS,
  type Locale,
  type MuseumT,
  type ScenicAreaT,
} from '@contract';
import { formatRegion } from '../../../src/lib/format/region';
import { detectMiniProgramHost } from '@contract/mini-program';
import { pickText } from '../../../src/lib/localized';
import { Lru } from '../crypto/lru';
import { escapeHtml } from '../lib/html';
import type { Database } from '../db/schema';
import type { Transform } from './file-cache';

/** Where index.html's boot skeleton starts and ends (see index.html). */
export const FIRST_SCREEN_START = '<!--first-screen-->';
export const FIRST_SCREEN_END = '<!--/first-screen-->';

const MAX_ID_LENGTH = 100;
const MAX_AGE_MS = 60_000;
/** Ids remembered (existing or not): a bounded number, whatever ids visitors send. */
const CACHED_IDS = 500;

/** What the first screen draws of a place: nothing more is kept in the cache. */
type Place =
  | { kind: 'scenic'; area: Pick<ScenicAreaT, 'cover' | 'name' | 'city' | 'province' | 'intro'> }
  | { kind: 'museum'; museum: Pick<MuseumT, 'cover' | 'name' | 'city' | 'province' | 'address'> };
export type PlaceLookup = (id: string) => Promise<Place | null>;

/** Only the app's own media addresses go into src (the cover hint's rule, lcp-image-hints.ts). */
const SAFE_ADDRESS = /^\/[A-Za-z0-9._~%/-]+$/;
const image = (src: string, className: string, width: number, height: number) =>
  SAFE_ADDRESS.test(src)
    ? `<img class="${className}" src="${src}" alt="" width="${width}" height="${height}" fetchpriority="high">`
    : `<div class="${className}"></div>`;

/** Paragraphs as ContentText draws them (one <p> per line of the text). */
const paragraphs = (text: string) =>
  text
    .split(/\n+/)
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');

/**
 * The locale the app will draw the page in: the `lang` cookie the app keeps beside its stored
 * choice (src/lib/storage-keys.ts), else the app's default. Not Accept-Language: the app never
 * reads the browser's languages, so a page drawn in them would be redrawn in the default.
 */
export function chooseLocale(cookieHeader: string | undefined): Locale {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== LANG_COOKIE) continue;
    let code: string;
    try {
      code = decodeURIComponent(value.join('='));
    } catch {
      continue;
    }
    if (isLocale(code)) return code;
  }
  return DEFAULT_LOCALE;
}

/**
 * The markup in place of the skeleton. The text is the human text of the locale, else the
 * fallback the app's first render shows too (English, then Chinese); a machine translation
 * replaces it in the app as it does today. The back bar's place is kept where AppLayout draws
 * the bar (see drawsBackBar).
 */
export function firstScreenHtml(place: Place, locale: Locale, backBar: boolean): string {
  const body =
    place.kind === 'scenic'
      ? `<article class="poi-detail"><div class="gallery">${image(place.area.cover, 'gallery-image', 1024, 600)}</div>` +
        `<header class="poi-header"><h1 class="page-heading">${escapeHtml(pickText(place.area.name, locale))}</h1>` +
        `<p class="scenic-item-meta">${escapeHtml(formatRegion(place.area.city, place.area.province, locale))}</p>` +
        `<p class="scenic-item-tags"></p></header>` +
        `<section class="place-intro"><h2 class="place-fact-title"></h2>` +
        `<div class="is-clamped"><div class="content-text">${paragraphs(pickText(place.area.intro, locale))}</div></div>` +
        `</section></article>`
      : `<article class="museum-detail">${image(place.museum.cover, 'museum-cover', 720, 450)}` +
        `<h1 class="page-heading">${escapeHtml(pickText(place.museum.name, locale))}</h1>` +
        `<p class="muted museum-place">${escapeHtml(formatRegion(place.museum.city, place.museum.province, locale))}</p>` +
        `<div class="muted museum-address">${paragraphs(pickText(place.museum.address, locale))}</div></article>`;
  return (
    `<div class="app ${SERVER_FIRST_SCREEN_CLASS}${backBar ? ' has-back-bar' : ''}">` +
    (backBar ? '<div class="boot-back-bar"></div>' : '') +
    `<main class="page">${body}</main></div>`
  );
}

/** index.html with the skeleton replaced by `markup`, and <html lang> the page's locale. */
export function injectFirstScreen(html: string, markup: string, locale: Locale): string {
  const start = html.indexOf(FIRST_SCREEN_START);
  const end = html.indexOf(FIRST_SCREEN_END);
  if (start < 0 || end < start) return html;
  const replaced = `${html.slice(0, start)}${markup}${html.slice(end + FIRST_SCREEN_END.length)}`;
  return replaced.replace(/<html lang="[^"]*"/i, `<html lang="${LOCALE_BCP47[locale]}"`);
}

/** What the request says of the visitor: its cookies, and its user agent (a host's web view). */
export interface Visitor {
  cookie: string | undefined;
  userAgent: string | undefined;
}

export type FirstScreenTransform = (
  pathname: string,
  search: URLSearchParams,
  visitor: Visitor,
) => Promise<Transform | null>;

/**
 * Whether the app draws its back bar here, as src/app/host.ts decides it from what a request
 * shows: a mini-program's web view (user agent, or the terminal in the address) or an app
 * wrapper named in the address (clientType) draws its own. The wrapper known only by its
 * WebView interface is not seen here: there the page moves up when the app takes over.
 */
export function drawsBackBar(search: URLSearchParams, userAgent: string | undefined): boolean {
  const clientType = search.get('clientType');
  if (clientType === '1' || clientType === '2') return false;
  return detectMiniProgramHost({ userAgent: userAgent ?? '', terminal: search.get('terminal') }) === null;
}

/**
 * The rewrite for a detail address, or null (not a detail address, an unknown id, a failed
 * read: the page goes out as before). Places are read at most once a minute per id, and a
 * bounded number of ids is remembered; the transform's id names the place's content, the
 * locale and the back bar, so the cached, compressed page changes with any of them.
 */
export function createFirstScreens(lookups: Record<string, PlaceLookup>): FirstScreenTransform {
  const cache = new Lru<string, { place: Place | null; digest: string; readAt: number }>(CACHED_IDS);
  const read = async (pathname: string, id: string) => {
    const key = `${pathname}\0${id}`;
    const hit = cache.get(key);
    if (hit && Date.now() - hit.readAt < MAX_AGE_MS) return hit;
    const place = await lookups[pathname]!(id);
    const digest = place ? createHash('sha1').update(JSON.stringify(place)).digest('base64url') : '';
    const entry = { place, digest, readAt: Date.now() };
    cache.set(key, entry);
    return entry;
  };
  return async (pathname, search, visitor) => {
    const id = search.get('id');
    if (!lookups[pathname] || !id || id.length > MAX_ID_LENGTH) return null;
    let found;
    try {
      found = await read(pathname, id);
    } catch {
      return null;
    }
    const { place, digest } = found;
    if (!place) return null;
    const locale = chooseLocale(visitor.cookie);
    const backBar = drawsBackBar(search, visitor.userAgent);
    const markup = firstScreenHtml(place, locale, backBar);
    return {
      id: `first-screen:${pathname}:${digest}:${locale}:${backBar ? 1 : 0}`,
      apply: (body) => Buffer.from(injectFirstScreen(body.toString('utf8'), markup, locale), 'utf8'),
    };
  };
}

/** The two detail pages whose first screen the server draws. */
export function createDetailFirstScreens(db: Kysely<Database>): FirstScreenTransform {
  return createFirstScreens({
    '/poiDetail': async (id) => {
      const row = await db.selectFrom('scenic_areas').select('data').where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      const { cover, name, city, province, intro } = row.data;
      return { kind: 'scenic', area: { cover, name, city, province, intro } };
    },
    '/museumDetail': async (id) => {
      const row = await db.selectFrom('museums').select('data').where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      const { cover, name, city, province, address } = row.data;
      return { kind: 'museum', museum: { cover, name, city, province, address } };
    },
  });
}
