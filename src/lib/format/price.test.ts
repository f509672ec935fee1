import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

// Intl puts a no-break space (U+00A0 or U+202F) between number and sign in some locales.
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('divides minor units by 100 and keeps 2 decimals, with the ¥ sign', () => {
    expect(formatPrice(1250, 'en')).toBe('¥12.50');
    expect(formatPrice(600, 'en')).toBe('¥6.00');
    expect(formatPrice(0, 'en')).toBe('¥0.00');
    expect(formatPrice(1, 'en')).toBe('¥0.01');
    expect(formatPrice(1005, 'en')).toBe('¥10.05');
    expect(formatPrice(123_456_789, 'en')).toBe('¥1,234,567.89');
  });

  it('follows the locale through its BCP 47 tag (cn is zh-Hans)', () => {
    expect(formatPrice(1250, 'cn')).toBe('¥12.50');
    expect(spaced(formatPrice(1250, 'fr'))).toBe('12,50 ¥');
    expect(spaced(formatPrice(123_456, 'de'))).toBe('1.234,56 ¥');
    expect(spaced(formatPrice(123_456, 'ru'))).toBe('1 234,56 ¥');
  });

  it('takes another currency', () => {
    expect(formatPrice(1250, 'en', 'EUR')).toBe('€12.50');
  });

  it.each([[-1], [-600], [12.5], [Number.NaN], [Number.MAX_SAFE_INTEGER + 2]])('refuses %d', (minor) => {
    expect(() => formatPrice(minor, 'en')).toThrow(RangeError);
  });
});
