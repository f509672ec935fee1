import { describe, expect, it } from 'vitest';
import { formatDate } from './date';

// Noon UTC, so the calendar day is the same in every time zone the tests may run in.
const NOV_23_2026 = Date.UTC(2026, 10, 23, 12);

describe('formatDate', () => {
  it("writes the day in the locale's order and words", () => {
    expect(formatDate(NOV_23_2026, 'en')).toBe('Nov 23, 2026');
    expect(formatDate(NOV_23_2026, 'de')).toBe('23.11.2026');
    expect(formatDate(NOV_23_2026, 'cn')).toBe('2026年11月23日');
    expect(formatDate(NOV_23_2026, 'fr')).toBe('23 nov. 2026');
  });

  it('refuses a timestamp that is not a number', () => {
    expect(() => formatDate(Number.NaN, 'en')).toThrow(RangeError);
  });
});
