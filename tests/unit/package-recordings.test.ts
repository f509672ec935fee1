// What a place download carries of each narration, official and guide: the recording that plays
// in the package's language (its own, else the original language's, else English), never the
// other languages' (they would only make the download heavier).
import { describe, expect, it } from 'vitest';
import type { ExplanationPointT } from '../../src/lib/contract';
import { mediaUrlsOf } from '../../server/src/routes/place-package/collect';

const file = (url: string) => ({ url, bytes: 1000, durationSec: 10 });
const audio = (id: string, locales: string[], guide = '') =>
  Object.fromEntries(locales.map((l) => [l, file(`/media/audio/${id}${guide}.${l}.mp3`)]));

function point(id: string, official: string[], guide: string[] | null): ExplanationPointT {
  return {
    id,
    audio: audio(id, official),
    image: null,
    guideNarration: guide
      ? { guideId: 'g', narration: { cn: '讲解', en: 'Talk' }, audio: audio(id, guide, '.guide') }
      : null,
  } as unknown as ExplanationPointT;
}

const points = [
  point('p1', ['cn', 'en', 'ja'], ['cn', 'en', 'ja']),
  point('p2', ['cn', 'en'], ['en']),
  point('p3', ['en'], null),
];
const urls = (lang: 'ja' | 'th' | 'cn') =>
  mediaUrlsOf({ area: null, museum: null, points, guides: [] }, lang).filter((u) => u.includes('/audio/'));

describe('the recordings a place download carries', () => {
  it('takes the language where it is recorded, the original (Chinese) where not, then English', () => {
    expect(urls('ja').sort()).toEqual(
      [
        '/media/audio/p1.ja.mp3',
        '/media/audio/p1.guide.ja.mp3',
        '/media/audio/p2.cn.mp3',
        '/media/audio/p2.guide.en.mp3',
        '/media/audio/p3.en.mp3',
      ].sort(),
    );
  });

  it('carries one recording per narration, none of another language beside it', () => {
    expect(urls('th').sort()).toEqual(
      [
        '/media/audio/p1.cn.mp3',
        '/media/audio/p1.guide.cn.mp3',
        '/media/audio/p2.cn.mp3',
        '/media/audio/p2.guide.en.mp3',
        '/media/audio/p3.en.mp3',
      ].sort(),
    );
    expect(urls('cn')).toHaveLength(5);
  });
});
