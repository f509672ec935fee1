// GET place/package-info and place/package: a place's data, its media list with sizes and
// SHA-256 digests that match the files the server serves, and the stored translations of
// the texts the language lacks. Bad input gets a clear 4xx.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type PlacePackage, type PlacePackageInfo } from '../../src/lib/contract/index';
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

  it('leaves out audio of other languages and carries the stored translations into the language', async () => {
    const fr = (await getJson<PlacePackage>(t.url, `${ENDPOINTS.placePackage}?id=fx-yellow-mountain&lang=fr`)).body.data!;
    expect(fr.media.map((m) => m.url)).toEqual(['/media/maps/fixture-map.svg']);
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
    const info = (await getJson<PlacePackageInfo>(t.url, `${ENDPOINTS.placePackageInfo}?id=fx-yellow-mountain&lang=cn`)).body.data!;
    const pkg = (await getJson<PlacePackage>(t.url, `${ENDPOINTS.placePackage}?id=fx-yellow-mountain&lang=cn`)).body.data!;
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
