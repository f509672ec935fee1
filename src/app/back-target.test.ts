import { describe, expect, it } from 'vitest';
import { chooseBarBackTarget } from './back-target';

describe('the back bar below a tab', () => {
  it('returns to the previous screen of the app when there is one', () => {
    expect(chooseBarBackTarget({ historyIndex: 3, pathname: '/pointDetail' })).toEqual({ kind: 'history' });
  });

  it("goes up to the screen's tab after a deep link or a scanned code", () => {
    expect(chooseBarBackTarget({ historyIndex: 0, pathname: '/pointDetail' })).toEqual({ kind: 'tab', to: '/' });
    expect(chooseBarBackTarget({ historyIndex: 0, pathname: '/guideDetailPage' })).toEqual({
      kind: 'tab',
      to: '/guidePage',
    });
    expect(chooseBarBackTarget({ historyIndex: 0, pathname: '/orderDetail' })).toEqual({ kind: 'tab', to: '/mine' });
    expect(chooseBarBackTarget({ historyIndex: 0, pathname: '/chatInteract' })).toEqual({
      kind: 'tab',
      to: '/chatTravel',
    });
  });
});
