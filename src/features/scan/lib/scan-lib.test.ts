import { describe, expect, it } from 'vitest';
import type { ExplanationPointT } from '@contract';
import { hashFromCells, hashedSquare, HASH_COLUMNS, HASH_ROWS } from './dhash';
import { hammingDistance, splitHash } from './hamming';
import { bestMatch, MATCH_MAX_DISTANCE, rankByHash, relatedExhibits, toCandidates } from './match';
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

describe('difference hash', () => {
  it('sets a bit where a cell is brighter than its right neighbour, row 0 first', () => {
    const cells = new Float64Array(HASH_COLUMNS * HASH_ROWS);
    // Row 0 falls from left to right (all 8 bits set); other rows rise (no bit).
    for (let row = 0; row < HASH_ROWS; row++) {
      for (let col = 0; col < HASH_COLUMNS; col++) cells[row * HASH_COLUMNS + col] = row === 0 ? 100 - col : col;
    }
    expect(hashFromCells(cells)).toBe('ff00000000000000');
  });

  it('hashes the centred square of half the shorter side', () => {
    expect(hashedSquare(640, 480)).toEqual({ x: 200, y: 120, size: 240 });
    expect(hashedSquare(600, 600)).toEqual({ x: 150, y: 150, size: 300 });
  });

  it('counts differing bits across both halves', () => {
    expect(hammingDistance(splitHash('ffffffff00000000'), splitHash('0000000000000000'))).toBe(32);
    expect(hammingDistance(splitHash('8000000000000001'), splitHash('0000000000000000'))).toBe(2);
    expect(hammingDistance(splitHash('0123456789abcdef'), splitHash('0123456789abcdef'))).toBe(0);
  });
});

describe('matching', () => {
  const exhibit = (id: string, hallId: string, order: number) => ({ id, hallId, order }) as ExplanationPointT;
  const candidates = toCandidates('m', [
    { pointId: 'a', hash: '0000000000000000' },
    { pointId: 'b', hash: '000000000000000f' }, // 4 bits from a
    { pointId: 'c', hash: '0000000000000fff' }, // 12 bits from a
    { pointId: 'd', hash: 'ffffffffffffffff' },
  ]);

  it('ranks by distance and matches only within the threshold', () => {
    const ranked = rankByHash('0000000000000001', candidates);
    expect(ranked.map((r) => [r.pointId, r.distance])).toEqual([
      ['a', 1],
      ['b', 3],
      ['c', 11],
      ['d', 63],
    ]);
    expect(bestMatch(ranked)?.pointId).toBe('a');
    expect(bestMatch(rankByHash('00000000ffffffff', candidates))).toBeNull();
    expect(MATCH_MAX_DISTANCE).toBeLessThan(16);
  });

  it('relates the next nearest exhibits, then the rest of the hall', () => {
    const exhibits = new Map(
      [
        exhibit('a', 'h1', 1),
        exhibit('b', 'h2', 2),
        exhibit('c', 'h1', 3),
        exhibit('d', 'h2', 4),
        exhibit('e', 'h1', 0),
      ].map((e) => [e.id, e]),
    );
    const ranked = rankByHash('0000000000000000', candidates);
    const related = relatedExhibits(exhibits.get('a')!, ranked, exhibits);
    expect(related.map((r) => [r.point.id, r.reason])).toEqual([
      ['b', 'similar'],
      ['c', 'similar'],
      ['e', 'same-hall'],
    ]);
  });
});
