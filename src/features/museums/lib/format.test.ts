import { describe, expect, it } from 'vitest';
import { formatDuration, formatEstablished, formatNumber } from './format';

describe('museum fact formats', () => {
  it('formats counts, dates and durations in the visitor language', () => {
    expect(formatNumber(1863404, 'en')).toBe('1,863,404');
    expect(formatNumber(1863404, 'de')).toBe('1.863.404');
    expect(formatEstablished('1925-10-10', 'en')).toBe('October 10, 1925');
    expect(formatEstablished('1952', 'en')).toBe('1952');
    expect(formatEstablished('1925-10-10', 'cn')).toBe('1925年10月10日');
    expect(formatDuration(240, 'en')).toBe('4 hours');
    expect(formatDuration(90, 'en')).toBe('1 hour 30 minutes');
    expect(formatDuration(45, 'en')).toBe('45 minutes');
  });
});
