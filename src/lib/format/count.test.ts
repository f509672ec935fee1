import { describe, expect, it } from 'vitest';
import { formatCount } from './count';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [999, '999'],
    [1000, '1k+'],
    [1001, '1k+'],
    [1999, '1k+'],
    [2000, '2k+'],
    [86_420, '86k+'],
    [999_999, '999k+'],
    [1_000_000, '1m+'],
    [1_284_300, '1m+'],
    [25_600_000, '25m+'],
  ])('%d -> %s', (count, shown) => {
    expect(formatCount(count)).toBe(shown);
  });

  it('rounds a fractional count down', () => {
    expect(formatCount(999.9)).toBe('999');
    expect(formatCount(1000.5)).toBe('1k+');
  });

  it.each([[-1], [-1000], [Number.NaN], [Number.POSITIVE_INFINITY]])('refuses %d', (count) => {
    expect(() => formatCount(count)).toThrow(RangeError);
  });
});
