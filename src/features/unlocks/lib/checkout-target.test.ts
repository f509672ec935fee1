import { describe, expect, it } from 'vitest';
import { unlockHref } from './checkout-target';

describe('unlock links', () => {
  it('go to the checkout when logged in', () => {
    expect(unlockHref({ pointId: 'p 1' }, true)).toBe('/checkout?pointId=p%201');
    expect(unlockHref({ placeId: 's1' }, true)).toBe('/checkout?placeId=s1');
  });

  it('go to the login with the checkout as its return target otherwise', () => {
    expect(unlockHref({ pointId: 'p1' }, false)).toBe(`/login?tUrl=${encodeURIComponent('/checkout?pointId=p1')}`);
  });
});
