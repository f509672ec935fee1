import { describe, expect, it } from 'vitest';
import { formatRegion } from './region';

const beijing = { name: { cn: '北京市', en: 'Beijing' } };
const sichuan = { name: { cn: '四川省', en: 'Sichuan' } };
const deyang = { name: { cn: '德阳市', en: 'Deyang' } };

describe('formatRegion', () => {
  it('names a municipality once', () => {
    expect(formatRegion(beijing, beijing, 'cn')).toBe('北京市');
    expect(formatRegion(beijing, beijing, 'de')).toBe('Beijing');
  });

  it('writes from the province down in Chinese, Japanese and Korean, from the city up elsewhere', () => {
    expect(formatRegion(deyang, sichuan, 'cn')).toBe('四川省 · 德阳市');
    // Japanese names fall back to English here, in Japanese order.
    expect(formatRegion(deyang, sichuan, 'ja')).toBe('Sichuan · Deyang');
    expect(formatRegion(deyang, sichuan, 'en')).toBe('Deyang · Sichuan');
    expect(formatRegion(deyang, sichuan, 'fr')).toBe('Deyang · Sichuan');
  });

  it('falls back to what is named', () => {
    expect(formatRegion({ name: {} }, sichuan, 'en')).toBe('Sichuan');
    expect(formatRegion(deyang, { name: {} }, 'en')).toBe('Deyang');
  });
});
