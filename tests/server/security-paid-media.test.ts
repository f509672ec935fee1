// Paid narrations (issue 14, item 3) over the real server: a locked point comes without its
// narration texts and recordings to an anonymous visitor and to a member without the unlock,
// in every answer that carries points and in the place package; its files answer 401/403
// without the right credentials; the member who bought it (or its place) gets them, with
// signed URLs that play with Range; an expired, tampered or borrowed signature is refused;
// free points stay open to everyone.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENDPOINTS,
  GATEWAY,
  type ExplanationPointT,
  type GuideT,
  type PlacePackage,
  type PlacePackageInfo,
} from '../../src/lib/contract/index';
import { FIXTURE_CONTENT } from './helpers/paths';
import { createMember, TEST_PAYMENT_SECRET, type TestMember } from './helpers/order-fixtures';
import {
  bearer,
  bundleItems,
  lockWithOwnMedia,
  memberWhoBought,
  PAID,
  signedPath,
  TEST_MEDIA_SECRET,
} from './helpers/paid-media';
import { startTestServer, type TestServer } from './helpers/start';

let t: TestServer;
let stranger: TestMember;
let holder: TestMember;
let placeHolder: TestMember;

beforeAll(async () => {
  t = await startTestServer({ paymentSandboxSecret: TEST_PAYMENT_SECRET, mediaSigningSecret: TEST_MEDIA_SECRET });
  await lockWithOwnMedia(t.pglite);
  stranger = await createMember(t.pglite);
  holder = await memberWhoBought(t.url, t.pglite, { targetKind: 'point', targetId: PAID.pointId });
  placeHolder = await memberWhoBought(t.url, t.pglite, { targetKind: 'place', targetId: PAID.placeId });
});
afterAll(() => t?.close());

async function api<T>(path: string, member: TestMember | null): Promise<{ data: T; text: string; headers: Headers }> {
  const response = await fetch(`${t.url}${GATEWAY}${path}`, { headers: bearer(member) });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return { data: (JSON.parse(text) as { data: T }).data, text, headers: response.headers };
}

const media = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${t.url}${path}`, { method, headers });
const file = (path: string) => readFileSync(join(FIXTURE_CONTENT, path));
const pointOf = (points: ExplanationPointT[]) => points.find((p) => p.id === PAID.pointId)!;

/** Everything a locked point may show, and nothing it sells. */
function expectWithheld(point: ExplanationPointT, text: string): void {
  expect(point).toMatchObject({
    id: PAID.pointId,
    stopNumber: '001',
    locked: true,
    priceMinor: 600,
    name: { en: 'Welcoming Pine' },
  });
  expect(point.narration).toBeNull();
  expect(point.audio).toEqual({});
  expect(point.guideNarration).toEqual({ guideId: 'fx-guide-li', narration: null, audio: {} });
  expect(point.withheld).toEqual({ durationSec: { cn: 2.5 }, guideDurationSec: { en: 2.5 } });
  // Its texts are those of free points of the fixture too: looked for in the point; its files in the whole answer.
  for (const secret of [...Object.values(PAID.narration), ...Object.values(PAID.guideNarration)])
    expect(JSON.stringify(point)).not.toContain(secret);
  for (const secret of ['fx-ym-1.cn.mp3', 'fx-ym-1.guide.en.mp3']) expect(text).not.toContain(secret);
}

describe('a locked point for whom has not unlocked it', () => {
  it.each([
    ['an anonymous visitor', () => null],
    ['a member without the unlock', () => stranger],
    ['a token that names nobody', () => ({ memberId: 'nobody', token: 'x'.repeat(43) })],
  ])('comes withheld to %s: point, place, guide and package', async (_who, who) => {
    const detail = await api<ExplanationPointT>(`${ENDPOINTS.pointDetail}?id=${PAID.pointId}`, who());
    expectWithheld(detail.data, detail.text);
    expect(detail.headers.get('vary')).toMatch(/authorization/i);
    const place = await api<{ points: ExplanationPointT[] }>(`${ENDPOINTS.scenicDetail}?id=${PAID.placeId}`, who());
    expectWithheld(pointOf(place.data.points), place.text);
    const guide = await api<{ guide: GuideT; points: ExplanationPointT[] }>(
      `${ENDPOINTS.guideDetail}?id=fx-guide-li`,
      who(),
    );
    expectWithheld(pointOf(guide.data.points), guide.text);
    const pkg = await api<PlacePackage>(`${ENDPOINTS.placePackage}?id=${PAID.placeId}&lang=en`, who());
    expectWithheld(pointOf(pkg.data.points), pkg.text);
    // The free points' Chinese recording (they have no English one, and it plays in its place),
    // never the locked point's.
    expect(pkg.data.media.map((m) => m.url).sort()).toEqual(['/media/audio/sample.mp3', '/media/maps/fixture-map.svg']);
    // The free points keep their narration (and its stored translation) in the same answers.
    expect(place.data.points.find((p) => p.id === 'fx-ym-2')!.narration).toEqual(PAID.narration);
  });

  it('keeps its files: 401 without credentials, 403 to a member without the unlock', async () => {
    for (const path of [PAID.audio, PAID.guideAudio, PAID.unlisted]) {
      for (const [headers, status] of [
        [{}, 401],
        [{ range: 'bytes=0-99' }, 401],
        [{ authorization: `Bearer ${'x'.repeat(43)}` }, 401],
        [{ ...bearer(stranger), range: 'bytes=0-99' }, 403],
      ] as const) {
        const response = await media(path, headers);
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(status);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(Buffer.from(await response.arrayBuffer()).includes(file(path).subarray(0, 64))).toBe(false);
      }
      expect((await media(path, {}, 'HEAD')).status).toBe(401);
    }
  });
});

describe('a locked point for the member who unlocked it', () => {
  it.each([
    ['the point', () => holder],
    ['its place', () => placeHolder],
  ])('gives the narration and signed recordings to whom bought %s', async (_what, who) => {
    const { data, headers } = await api<ExplanationPointT>(`${ENDPOINTS.pointDetail}?id=${PAID.pointId}`, who());
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(data.narration).toEqual(PAID.narration);
    expect(data.guideNarration!.narration).toEqual(PAID.guideNarration);
    expect(data.withheld).toBeUndefined();
    for (const [url, path] of [
      [data.audio.cn!.url, PAID.audio],
      [data.guideNarration!.audio.en!.url, PAID.guideAudio],
    ] as const) {
      const signed = new URL(url, t.url);
      expect(signed.pathname).toBe(path);
      expect(signed.searchParams.get('member')).toBe(who().memberId);
      expect(Number(signed.searchParams.get('expires')) * 1000).toBeGreaterThan(Date.now() + 50 * 60_000);
      const whole = await media(url);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await whole.arrayBuffer())).toEqual(file(path));
      // The player seeks: a range of the signed URL.
      const part = await media(url, { range: 'bytes=100-199' });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 100-199/${file(path).length}`);
      expect(Buffer.from(await part.arrayBuffer())).toEqual(file(path).subarray(100, 200));
    }
    // The member's token opens the file too (a tool, a fetch that can send it).
    expect((await media(PAID.unlisted, { ...bearer(who()), range: 'bytes=0-9' })).status).toBe(206);
  });

  it('refuses an expired, tampered or borrowed signature with 403', async () => {
    const soon = Math.floor(Date.now() / 1000) + 600;
    const good = signedPath(PAID.audio, holder.memberId, soon);
    expect((await media(good, { range: 'bytes=0-9' })).status).toBe(206);
    const refused = [
      ['expired', signedPath(PAID.audio, holder.memberId, Math.floor(Date.now() / 1000) - 1)],
      ['another secret', signedPath(PAID.audio, holder.memberId, soon, 'another-secret-0123456789abcdef0123456789')],
      ['another file', good.replace(PAID.audio, PAID.guideAudio)],
      ['another member', good.replace(holder.memberId, stranger.memberId)],
      ['a later expiry', good.replace(`expires=${soon}`, `expires=${soon + 86_400}`)],
      [
        'a changed signature',
        good.replace(/signature=./, (s) => (s.endsWith('A') ? s.slice(0, -1) + 'B' : s.slice(0, -1) + 'A')),
      ],
      ['no member', good.replace(`member=${holder.memberId}`, 'member=')],
    ];
    for (const [why, path] of refused) expect((await media(path!, { range: 'bytes=0-9' })).status, why).toBe(403);
  });

  it('packages the paid recording for its member only, and the media bundle carries it', async () => {
    const mine = await api<PlacePackage>(`${ENDPOINTS.placePackage}?id=${PAID.placeId}&lang=cn`, holder);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.data.media.find((m) => m.url === PAID.audio)).toMatchObject({
      paid: true,
      bytes: file(PAID.audio).length,
    });
    expect(new URL(pointOf(mine.data.points).audio.cn!.url, t.url).searchParams.get('member')).toBe(holder.memberId);
    const anonymous = await api<PlacePackage>(`${ENDPOINTS.placePackage}?id=${PAID.placeId}&lang=cn`, null);
    expect(anonymous.data.media.map((m) => m.url).sort()).toEqual([
      '/media/audio/sample.mp3',
      '/media/maps/fixture-map.svg',
    ]);
    expect(anonymous.data.media.some((m) => m.paid)).toBe(false);
    const info = async (who: TestMember | null) =>
      (await api<PlacePackageInfo>(`${ENDPOINTS.placePackageInfo}?id=${PAID.placeId}&lang=cn`, who)).data;
    // Its official recording and its guide's (English, the only one, which plays in Chinese too).
    expect(mine.data.media.find((m) => m.url === PAID.guideAudio)).toMatchObject({ paid: true });
    expect((await info(holder)).mediaCount).toBe((await info(null)).mediaCount + 2);

    const bundle = async (who: TestMember | null) => {
      const query = `id=${PAID.placeId}&lang=cn&version=${mine.data.contentVersion}`;
      const response = await fetch(`${t.url}${GATEWAY}${ENDPOINTS.placeMediaBundle}?${query}`, {
        headers: bearer(who),
      });
      expect(response.headers.get('vary')).toMatch(/authorization/i);
      return bundleItems(Buffer.from(await response.arrayBuffer()));
    };
    const carried = (await bundle(holder)).find((item) => item.header.url === PAID.audio);
    expect(carried?.bytes).toEqual(file(PAID.audio));
    for (const who of [null, stranger])
      expect((await bundle(who)).map((item) => item.header.url)).not.toContain(PAID.audio);
  });
});

describe('free points', () => {
  it('stay open to everyone: narration, plain URLs, files cached publicly', async () => {
    const { data } = await api<ExplanationPointT>(`${ENDPOINTS.pointDetail}?id=fx-ym-2`, null);
    expect(data.narration).toEqual(PAID.narration);
    expect(data.audio.cn!.url).toBe('/media/audio/sample.mp3');
    const response = await media('/media/audio/sample.mp3', { range: 'bytes=0-9' });
    expect(response.status).toBe(206);
    expect(response.headers.get('cache-control')).toBe('public, max-age=604800');
  });
});
