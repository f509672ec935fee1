import { describe, expect, it } from 'vitest';
import { placeLink } from './place-link';

describe('placeLink', () => {
  it("opens a scenic area's detail page and a museum's", () => {
    expect(placeLink('scenic', 'a1')).toEqual({ to: '/poiDetail', search: { id: 'a1' } });
    expect(placeLink('museum', 'm7')).toEqual({ to: '/museumDetail', search: { id: 'm7' } });
  });
});
