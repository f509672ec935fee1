import { describe, expect, it } from 'vitest';
import { CN_PROVINCES, findProvince, parseRegions, regionLabel } from './cn-regions';

describe('mainland regions', () => {
  it('has the 31 provincial-level divisions, each with its cities', () => {
    expect(CN_PROVINCES).toHaveLength(31);
    expect(CN_PROVINCES.map((p) => p.zh)).toContain('新疆维吾尔自治区');
    expect(findProvince('广东省')?.cities).toHaveLength(21);
    expect(findProvince('四川省')?.cities.map((c) => c.zh)).toContain('凉山彝族自治州');
    const cityCount = CN_PROVINCES.reduce((n, p) => n + p.cities.length, 0);
    expect(cityCount).toBeGreaterThan(360);
  });

  it('makes a municipality its own city, as the host picker gives it', () => {
    for (const zh of ['北京市', '天津市', '上海市', '重庆市']) {
      expect(findProvince(zh)?.cities).toEqual([{ zh, pinyin: expect.any(String) }]);
    }
  });

  it('gives every name a romanisation made of Latin letters only, and no name twice in a province', () => {
    for (const province of CN_PROVINCES) {
      for (const name of [province, ...province.cities]) {
        expect(name.zh, name.pinyin).toMatch(/^[\u4e00-\u9fff]{2,}$/);
        expect(name.pinyin, name.zh).toMatch(/^[A-Z][a-zü' ]+$/i);
      }
      expect(new Set(province.cities.map((c) => c.zh)).size).toBe(province.cities.length);
    }
  });

  it('labels names in Chinese for the Chinese locales and with pinyin first for the others', () => {
    const shaanxi = findProvince('陕西省')!;
    expect(regionLabel(shaanxi, 'cn')).toBe('陕西省');
    expect(regionLabel(shaanxi, 'zh-Hant')).toBe('陕西省');
    expect(regionLabel(shaanxi, 'de')).toBe('Shaanxi 陕西省');
  });

  it('reads one line a province', () => {
    expect(parseRegions('\nA=Aa: B=Bb, C=Cc\nD=Dd\n')).toEqual([
      {
        zh: 'A',
        pinyin: 'Aa',
        cities: [
          { zh: 'B', pinyin: 'Bb' },
          { zh: 'C', pinyin: 'Cc' },
        ],
      },
      { zh: 'D', pinyin: 'Dd', cities: [{ zh: 'D', pinyin: 'Dd' }] },
    ]);
  });
});
