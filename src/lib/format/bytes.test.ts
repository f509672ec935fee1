import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes';

// Intl puts a narrow no-break space in some locales; compare with plain spaces.
const shown = (bytes: number, locale: Parameters<typeof formatBytes>[1]) =>
  formatBytes(bytes, locale).replace(/[\u00a0\u202f]/g, ' ');

describe('formatBytes', () => {
  it.each([
    [0, '0 byte'],
    [999, '999 byte'],
    [1000, '1 kB'],
    [1499, '1 kB'],
    [1500, '2 kB'],
    [512_300, '512 kB'],
    [999_499, '999 kB'],
    [1_000_000, '1.0 MB'],
    [12_400_000, '12.4 MB'],
    [12_449_999, '12.4 MB'],
    [24_100_000, '24.1 MB'],
    [1_200_000_000, '1.2 GB'],
    [3_000_000_000_000, '3,000.0 GB'],
  ])('%d -> %s (en)', (bytes, text) => {
    expect(shown(bytes, 'en')).toBe(text);
  });

  it('moves up a unit when rounding reaches 1000', () => {
    expect(shown(999_960, 'en')).toBe('1.0 MB');
    expect(shown(999_960_000, 'en')).toBe('1.0 GB');
  });

  it("uses the locale's decimal separator and unit names", () => {
    expect(shown(12_400_000, 'fr')).toBe('12,4 Mo');
    expect(shown(12_400_000, 'de')).toBe('12,4 MB');
    expect(shown(12_400_000, 'ru')).toBe('12,4 МБ');
    expect(shown(12_400_000, 'cn')).toBe('12.4 MB');
  });

  it('rounds fractional bytes', () => {
    expect(shown(10.6, 'en')).toBe('11 byte');
  });

  it.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY]])('refuses %d', (bytes) => {
    expect(() => formatBytes(bytes, 'en')).toThrow(RangeError);
  });
});
