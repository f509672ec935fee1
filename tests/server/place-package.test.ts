// GET place/package-info and place/package: a place's data, its media list with sizes and
// SHA-256 digests that match the files the server serves, and the stored translations of
// the texts the language lacks. GET place/media-bundle: the media in one framed stream,
// parsed back here. Bad input gets a clear 4xx.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENDPOINTS,
  GATEWAY,
  MEDIA_BUNDLE_TYPE,
  type MediaBundleHeader,
  type PlacePackage,
  type PlacePackageInfo,
} from '../../src/lib/contract/index';
import { getJson } from './helpers/http';
import { FIXTURE_CONTENT } from './helpers/paths';
import { startTestServer, type TestServer } from './helpers/start';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ translationProviderUrl: null });
});
afterAll(() => t?.close());

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('place packages', () => {
  it('packages a scenic area: data, guides, the media of the language with digests of the served bytes', async () => {
    const reply = await getJson<PlacePackage>(t.url, `${ENDPOINTS.placePackage}?id=fx-yellow-mountain&lang=cn`);
    expect(reply.status).toBe(200);
    const pkg = reply.body.data!;
    expect(pkg).toMatchObject({
      placeId: 'fx-yellow-mountain',
      kind: 'scenic',
      lang: 'cn',
      contentVersion: 1,
      museum: null,
    });
    expect(pkg.area?.id).toBe('fx-yellow-mountain');
    expect(pkg.points.map((p) => p.placeId)).toEqual(pkg.points.map(() => 'fx-yellow-mountain'));
    // Files that exist are listed once (sample.mp3 serves three points); missing images are left out.
    expect(pkg.media.map((m) => m.url).sort()).toEqual(['/media/audio/sample.mp3', '/media/maps/fixture-map.svg']);
    for (const item of pkg.media) {
      const served = Buffer.from(await (await fetch(`${t.url}${item.url}`)).arrayBuffer());
      expect(item.bytes).toBe(served.length);
      expect(item.sha256).toBe(sha256(served));
      expect(item.sha256).toBe(sha256(readFileSync(join(FIXTURE_CONTENT, item.url))));
    }
    expect(pkg.mediaBytes).toBe(pkg.media.reduce((sum, m) => sum + m.bytes, 0));
    expect(pkg.mediaCount).toBe(2);
    expect(pkg.translations).toEqual([]); // cn lacks nothing
  });

  it('carries the original-language recording where the language has none, and the stored translations', async () => {
    const fr = (await getJson<PlacePackage>(t.url, `${ENDPOINTS.placePackage}?id=fx-yellow-mountain&lang=fr`)).body
      .data!;
    // No French recording: the Chinese one plays offline, under the translated transcript.
    expect(fr.media.map((m) => m.url).sort()).toEqual(['/media/audio/sample.mp3', '/media/maps/fixture-map.svg']);
    expect(fr.translations).toContainEqual({
      source: 'Narration text',
      text: 'Texte de la narration',
      provider: 'stored',
    });
  });

  it('packages a museum with its exhibits and their image hashes', async () => {
    const pkg = (await getJson<PlacePackage>(t.url, `${ENDPOINTS.placePackage}?id=fx-anhui-museum`)).body.data!;
    expect(pkg.kind).toBe('museum');
    expect(pkg.museum?.id).toBe('fx-anhui-museum');
    expect(pkg.area).toBeNull();
    expect(pkg.points.length).toBeGreaterThan(0);
    const hashes = (await getJson<unknown[]>(t.url, `${ENDPOINTS.exhibitHashes}?museumId=fx-anhui-museum`)).body.data;
    expect(pkg.exhibitHashes).toEqual(hashes);
  });

  it('tells the size before: the same figures as the package', async () => {
    const info = (await getJson<PlacePackageInfo>(t.url, `${ENDPOINTS.placePackageInfo}?id=fx-yellow-mountain&lang=cn`))
      .body.data!;
    const pkg = (await getJson<PlacePackage>(t.url, `${ENDPOINTS.placePackage}?id=fx-yellow-mountain&lang=cn`)).body
      .data!;
    expect(info).toEqual({
      placeId: pkg.placeId,
      kind: 'scenic',
      lang: 'cn',
      contentVersion: pkg.contentVersion,
      mediaBytes: pkg.mediaBytes,
      mediaCount: pkg.mediaCount,
      dataBytes: expect.any(Number),
    });
    expect(info.dataBytes).toBeGreaterThan(1000);
  });

  it.each([
    ['an unknown id', `${ENDPOINTS.placePackage}?id=nowhere`, 404],
    ['no id', ENDPOINTS.placePackage, 400],
    ['an unknown language', `${ENDPOINTS.placePackage}?id=fx-yellow-mountain&lang=xx`, 400],
    ['an unknown id (size)', `${ENDPOINTS.placePackageInfo}?id=nowhere`, 404],
  ])('refuses %s with a clear error', async (_name, path, status) => {
    const reply = await getJson(t.url, path);
    expect(reply.status).toBe(status);
    expect(reply.body.success).toBe(false);
    expect(reply.body.message).toBeTruthy();
  });
});

/** Splits a bundle back into its items (the framing of place-package.ts), checking it ends on an item's end. */
function parseBundle(body: Buffer): Array<{ header: MediaBundleHeader; bytes: Buffer }> {
  const items: Array<{ header: MediaBundleHeader; bytes: Buffer }> = [];
  let at = 0;
  while (at < body.length) {
    const headerLength = body.readUInt32BE(at);
    const header = JSON.parse(body.subarray(at + 4, at + 4 + headerLength).toString('utf8')) as MediaBundleHeader;
    at += 4 + headerLength;
    items.push({ header, bytes: body.subarray(at, at + header.bytes) });
    at += header.bytes;
  }
  expect(at).toBe(body.length);
  return items;
}

const bundlePath = (query: string) => `${GATEWAY}${ENDPOINTS.placeMediaBundle}?${query}`;

async function getBundle(query: string) {
  const response = await fetch(`${t.url}${bundlePath(query)}`);
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

describe('place media bundles', () => {
  it("streams every media file of the package, in its order, each matching the file served and the package's digest", async () => {
    const pkg = (await getJson<PlacePackage>(t.url, `${ENDPOINTS.placePackage}?id=fx-yellow-mountain&lang=cn`)).body
      .data!;
    const { response, body } = await getBundle(`id=fx-yellow-mountain&lang=cn&version=${pkg.contentVersion}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(MEDIA_BUNDLE_TYPE);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    const items = parseBundle(body);
    expect(items.map((item) => item.header.index)).toEqual(pkg.media.map((_, index) => index));
    for (const { header, bytes } of items) {
      const listed = pkg.media[header.index]!;
      expect(header).toMatchObject({ url: listed.url, bytes: listed.bytes, sha256: listed.sha256 });
      const served = await fetch(`${t.url}${listed.url}`);
      expect(header.contentType).toBe(served.headers.get('content-type'));
      expect(bytes.equals(Buffer.from(await served.arrayBuffer()))).toBe(true);
      expect(sha256(bytes)).toBe(listed.sha256);
    }
  });

  it('leaves out the items listed in skip', async () => {
    const pkg = (await getJson<PlacePackage>(t.url, `${ENDPOINTS.placePackage}?id=fx-yellow-mountain&lang=cn`)).body
      .data!;
    const { response, body } = await getBundle(`id=fx-yellow-mountain&lang=cn&version=${pkg.contentVersion}&skip=0`);
    expect(response.status).toBe(200);
    const items = parseBundle(body);
    expect(items.map((item) => item.header.url)).toEqual([pkg.media[1]!.url]);
    expect(sha256(items[0]!.bytes)).toBe(pkg.media[1]!.sha256);
    const none = await getBundle(`id=fx-yellow-mountain&lang=cn&version=${pkg.contentVersion}&skip=1,0`);
    expect(none.response.status).toBe(200);
    expect(none.body.length).toBe(0);
  });

  it('splits the items not skipped into disjoint parts of about the same bytes that carry every item once', async () => {
    const pkg = (await getJson<PlacePackage>(t.url, `${ENDPOINTS.placePackage}?id=fx-yellow-mountain&lang=cn`)).body
      .data!;
    const query = `id=fx-yellow-mountain&lang=cn&version=${pkg.contentVersion}`;
    const whole = parseBundle((await getBundle(query)).body);
    for (const parts of [1, 2, 3]) {
      const split = await Promise.all(
        Array.from({ length: parts }, (_, part) => getBundle(`${query}&part=${part}&parts=${parts}`)),
      );
      for (const { response } of split) expect(response.status).toBe(200);
      const items = split.map(({ body }) => parseBundle(body));
      // Together, exactly the whole bundle's items, each once, each part in index order.
      const indexes = items.flat().map((item) => item.header.index);
      expect([...indexes].sort((a, b) => a - b)).toEqual(whole.map((item) => item.header.index));
      for (const part of items)
        expect(part.map((item) => item.header.index)).toEqual(
          [...part.map((item) => item.header.index)].sort((a, b) => a - b),
        );
      for (const { header, bytes } of items.flat()) expect(sha256(bytes)).toBe(pkg.media[header.index]!.sha256);
    }
    // Two parts of two items: one item each. A skip list is honoured before the split.
    const [first, second] = await Promise.all([0, 1].map((part) => getBundle(`${query}&part=${part}&parts=2`)));
    expect(parseBundle(first!.body)).toHaveLength(1);
    expect(parseBundle(second!.body)).toHaveLength(1);
    const skipped = await Promise.all([0, 1].map((part) => getBundle(`${query}&skip=0&part=${part}&parts=2`)));
    expect(skipped.flatMap(({ body }) => parseBundle(body).map((item) => item.header.index))).toEqual([1]);
  });

  it('answers 409 to a content version the place no longer has', async () => {
    const pkg = (await getJson<PlacePackage>(t.url, `${ENDPOINTS.placePackage}?id=fx-yellow-mountain&lang=cn`)).body
      .data!;
    const reply = await getJson(
      t.url,
      `${ENDPOINTS.placeMediaBundle}?id=fx-yellow-mountain&lang=cn&version=${pkg.contentVersion - 1}`,
    );
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ success: false, errorCode: 'MOB0000409' });
    expect(reply.body.message).toContain(String(pkg.contentVersion));
  });

  it.each([
    ['an unknown id', 'id=nowhere&version=1', 404],
    ['no version', 'id=fx-yellow-mountain', 400],
    ['a version that is not a number', 'id=fx-yellow-mountain&version=new', 400],
    ['an unknown language', 'id=fx-yellow-mountain&lang=xx&version=1', 400],
    ['a malformed skip list', 'id=fx-yellow-mountain&version=1&skip=0,,1', 400],
    ['a skip list with words', 'id=fx-yellow-mountain&version=1&skip=0;drop', 400],
    ['a negative index', 'id=fx-yellow-mountain&version=1&skip=-1', 400],
    ['an index past the media', 'id=fx-yellow-mountain&version=1&skip=0,7', 400],
    ['a part past the parts', 'id=fx-yellow-mountain&version=1&part=2&parts=2', 400],
    ['a negative part', 'id=fx-yellow-mountain&version=1&part=-1&parts=2', 400],
    ['too many parts', 'id=fx-yellow-mountain&version=1&part=0&parts=5', 400],
    ['no parts', 'id=fx-yellow-mountain&version=1&part=0&parts=0', 400],
    ['a part that is not a number', 'id=fx-yellow-mountain&version=1&part=first&parts=2', 400],
    [
      'a huge skip list',
      `id=fx-yellow-mountain&version=1&skip=${Array.from({ length: 3000 }, (_, i) => i).join(',')}`,
      400,
    ],
  ])('refuses %s with a clear error', async (_name, query, status) => {
    const reply = await getJson(t.url, `${ENDPOINTS.placeMediaBundle}?${query}`);
    expect(reply.status).toBe(status);
    expect(reply.body.success).toBe(false);
    expect(reply.body.message).toBeTruthy();
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as {
      paths: Record<string, { get?: { responses: object } }>;
    };
    const path = `${GATEWAY}${ENDPOINTS.placeMediaBundle}`;
    const entry = doc.paths[path] ?? doc.paths[ENDPOINTS.placeMediaBundle];
    expect(Object.keys(entry?.get?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '404', '409']));
  });
});
