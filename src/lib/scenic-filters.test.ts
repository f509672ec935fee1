import { describe, expect, it } from 'vitest';
import { hasFilters, hasNarrowing, parseScenicFilters, searchListKey, withoutEmpty } from './scenic-filters';

describe('parseScenicFilters', () => {
  it('keeps known values, trims text and drops the rest', () => {
    expect(
      parseScenicFilters({
        keyword: '  West Lake ',
        provinceCode: '330000',
        cityCode: 330100,
        scenicType: 'water',
        locationArea: 'east',
        openId: 'o-1',
      }),
    ).toEqual({
      keyword: 'West Lake',
      provinceCode: '330000',
      cityCode: '330100',
      scenicType: 'water',
      locationArea: 'east',
    });
  });

  it('drops unknown codes, blanks and wrong types', () => {
    expect(
      parseScenicFilters({ keyword: '   ', scenicType: 'volcano', locationArea: 'moon', provinceCode: { x: 1 } }),
    ).toEqual({});
    expect(parseScenicFilters({})).toEqual({});
  });

  it('cuts an over-long keyword to the API limit', () => {
    expect(parseScenicFilters({ keyword: 'x'.repeat(300) }).keyword).toHaveLength(100);
  });
});

describe('filter helpers', () => {
  it('tells filters from narrowing (the keyword is not narrowing: reset keeps it)', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ keyword: 'tai' })).toBe(true);
    expect(hasNarrowing({ keyword: 'tai' })).toBe(false);
    expect(hasNarrowing({ scenicType: 'mountain' })).toBe(true);
  });

  it('drops undefined keys', () => {
    expect(withoutEmpty({ keyword: undefined, scenicType: 'karst', cityCode: '' })).toEqual({ scenicType: 'karst' });
  });

  it('gives one stored-list key per filter set, whatever the order or the keyword case', () => {
    expect(searchListKey({})).toBe('scenic.search?');
    expect(searchListKey({ scenicType: 'garden', keyword: 'Su Zhou' })).toBe(
      searchListKey({ keyword: 'su zhou', scenicType: 'garden' }),
    );
    expect(searchListKey({ keyword: 'a&b=c' })).toBe('scenic.search?keyword=a%26b%3Dc');
    expect(searchListKey({ provinceCode: '1' })).not.toBe(searchListKey({ cityCode: '1' }));
  });
});
