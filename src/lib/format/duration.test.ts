import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [9, '0:09'],
    [59.6, '1:00'],
    [75, '1:15'],
    [600, '10:00'],
    [3599, '59:59'],
    [3725, '1:02:05'],
  ])('%d s -> %s', (seconds, shown) => {
    expect(formatDuration(seconds)).toBe(shown);
  });

  it.each([[-1], [Number.NaN]])('refuses %d', (seconds) => {
    expect(() => formatDuration(seconds)).toThrow(RangeError);
  });
});
