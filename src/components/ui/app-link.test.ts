import { stringifySearchWith } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { isActivePath, searchString } from './app-link';

// The first screen's links must carry the addresses the router's <Link> would draw: the
// router replaces them at the first navigation, and tests and people follow them.
const routerSearch = stringifySearchWith(JSON.stringify);

describe('the first screen links', () => {
  it('write the search as the router does', () => {
    const samples: Array<Record<string, unknown>> = [
      {},
      { id: 'hz-west-lake' },
      { museumId: undefined },
      { id: 'a b&c=d/é' },
      { provinceCode: '330000', page: 2 },
      { id: 'x', filter: { kind: 'museum', ids: [1, 2] } },
      { flag: true, none: null },
    ];
    for (const search of samples) expect(searchString(search), JSON.stringify(search)).toBe(routerSearch(search));
    expect(searchString(undefined)).toBe('');
  });

  it('are active by the router rule', () => {
    expect(isActivePath('/', '/', true)).toBe(true);
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/', '/destinations')).toBe(false);
    expect(isActivePath('/poiDetail', '/', true)).toBe(false);
    expect(isActivePath('/mine/orders', '/mine')).toBe(true);
    expect(isActivePath('/mine/orders', '/mine', true)).toBe(false);
    expect(isActivePath('/mineral', '/mine')).toBe(false);
  });
});
