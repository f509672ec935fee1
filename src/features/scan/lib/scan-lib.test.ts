import { describe, expect, it } from 'vitest';
import type { ExplanationPointT } from '@contract';
import { confidenceOf, decide, NONE_BELOW } from './decide';
import { relatedExhibits } from './match';
import { decodeFeatures, encodeFeatures } from './vision/feature-codec';
import { asWords, buildHammingIndex, hamming } from './vision/hamming-index';
import { seededRandom } from '@/lib/seeded-random';
import { pointIdFromQr, qrPayloadForPoint } from './qr-payload';

describe('QR payload of an exhibit label', () => {
  it('round-trips both forms and reads the id whatever the origin', () => {
    expect(qrPayloadForPoint('bj-palace-museum-05', 'https://guide.example.com/')).toBe(
      'https://guide.example.com/pointDetail?id=bj-palace-museum-05',
    );
    expect(pointIdFromQr(qrPayloadForPoint('bj-palace-museum-05', 'https://guide.example.com'))).toBe(
      'bj-palace-museum-05',
    );
    expect(pointIdFromQr('http://127.0.0.1:8080/pointDetail?id=a.b_c-1')).toBe('a.b_c-1');
    expect(pointIdFromQr(qrPayloadForPoint('sh-shanghai-museum-03'))).toBe('sh-shanghai-museum-03');
    expect(pointIdFromQr('  guide:point:x1 ')).toBe('x1');
  });

  it('refuses anything that is not one of our labels', () => {
    for (const text of [
      'hello',
      'https://guide.example.com/poiDetail?id=x',
      'https://guide.example.com/pointDetail',
      'javascript:alert(1)//pointDetail?id=x',
      'ftp://host/pointDetail?id=x',
      'guide:point:',
      'guide:point:../../etc',
      `guide:point:${'x'.repeat(200)}`,
    ]) {
      expect(pointIdFromQr(text), text).toBeNull();
    }
  });
});

describe('verdict from scores', () => {
  const score = (pointId: string, inliers: number) => ({ pointId, museumId: 'm', inliers, matches: inliers });

  it('finds nothing below the floor, and a clear best as the match', () => {
    expect(decide([])).toEqual({ kind: 'none' });
    expect(decide([score('a', NONE_BELOW - 1)])).toEqual({ kind: 'none' });
    const match = decide([score('a', 40), score('b', 6)]);
    expect(match.kind).toBe('match');
    if (match.kind === 'match') {
      expect(match.best.pointId).toBe('a');
      expect(match.best.confidence).toBeGreaterThan(0.8);
    }
  });

  it('offers two or three when the best is not clear, never a weak one', () => {
    const verdict = decide([score('a', 14), score('b', 12), score('c', 11), score('d', 10), score('e', 3)]);
    expect(verdict.kind).toBe('choices');
    if (verdict.kind === 'choices') expect(verdict.options.map((o) => o.pointId)).toEqual(['a', 'b', 'c']);
    const close = decide([score('a', 30), score('b', 20)]);
    expect(close.kind).toBe('choices');
  });

  it('is surer with more agreeing features and a farther runner-up', () => {
    expect(confidenceOf(60, 0)).toBeGreaterThan(confidenceOf(20, 0));
    expect(confidenceOf(30, 0)).toBeGreaterThan(confidenceOf(30, 20));
    expect(confidenceOf(500, 0)).toBeLessThanOrEqual(1);
  });
});

describe('features on the wire', () => {
  it('round-trips positions to 1/64 px and descriptors byte for byte', () => {
    const descriptors = Uint8Array.from({ length: 64 }, (_, i) => (i * 37) & 0xff);
    const features = {
      points: Float32Array.from([1.5, 2.25, 319.984375, 0]),
      descriptors,
      count: 2,
      width: 320,
      height: 240,
    };
    const back = decodeFeatures(encodeFeatures(features));
    expect(Array.from(back.points)).toEqual([1.5, 2.25, 319.984375, 0]);
    expect(back.descriptors).toEqual(descriptors);
    expect([back.count, back.width, back.height]).toEqual([2, 320, 240]);
  });

  it('refuses a picture whose keypoints and descriptors disagree', () => {
    const wire = encodeFeatures({
      points: new Float32Array(4),
      descriptors: new Uint8Array(32),
      count: 2,
      width: 1,
      height: 1,
    });
    expect(() => decodeFeatures(wire)).toThrow('disagree');
  });
});

describe('Hamming neighbours', () => {
  it('finds a descriptor a few bits away among many, and counts bits exactly', () => {
    const random = seededRandom(7);
    const train = Uint8Array.from({ length: 2000 * 32 }, () => Math.floor(random() * 256));
    const index = buildHammingIndex(train);
    const query = train.slice(1234 * 32, 1235 * 32);
    for (const bit of [3, 77, 140, 201, 250]) query[bit >> 3]! ^= 1 << (bit & 7); // 5 bits off
    const words = asWords(query);
    const found: [number, number][] = [];
    index.candidates(words, 0, (train, distance) => found.push([train, distance]));
    expect(found).toContainEqual([1234, 5]);
    expect(found.length).toBeLessThan(200); // far fewer than all 2000
    expect(hamming(words, 0, index.words, 1234)).toBe(5);
  });
});

describe('related exhibits', () => {
  const exhibit = (id: string, hallId: string, order: number) => ({ id, hallId, order }) as ExplanationPointT;

  it('relates the exhibits the picture resembled, then the rest of the hall', () => {
    const exhibits = new Map(
      [
        exhibit('a', 'h1', 1),
        exhibit('b', 'h2', 2),
        exhibit('c', 'h1', 3),
        exhibit('d', 'h2', 4),
        exhibit('e', 'h1', 0),
      ].map((e) => [e.id, e]),
    );
    const related = relatedExhibits(exhibits.get('a')!, ['b', 'x', 'a'], exhibits);
    expect(related.map((r) => [r.point.id, r.reason])).toEqual([
      ['b', 'similar'],
      ['e', 'same-hall'],
      ['c', 'same-hall'],
    ]);
  });
});
