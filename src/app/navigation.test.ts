import { describe, expect, it } from 'vitest';
import { chooseBackTarget, chooseBarBackTarget } from './navigation';

describe('back navigation', () => {
  const base = { referrer: '', savedRoute: null, basePath: '/' };

  it('goes to the previous history entry when there is one', () => {
    expect(chooseBackTarget({ ...base, historyIndex: 2, referrer: 'https://a.example/' }).kind).toBe('history');
  });

  it('falls back to the referrer, then to the saved route under the public path', () => {
    expect(chooseBackTarget({ ...base, historyIndex: 0, referrer: 'https://a.example/x' })).toEqual({
      kind: 'referrer',
      href: 'https://a.example/x',
    });
    expect(chooseBackTarget({ ...base, historyIndex: 0, savedRoute: '/museum?id=1', basePath: '/app/' })).toEqual({
      kind: 'saved',
      href: '/app/museum?id=1',
    });
  });

  it('never follows a saved route that is not a local path', () => {
    expect(chooseBackTarget({ ...base, historyIndex: 0, savedRoute: 'https://evil.example' }).href).toBe('/');
  });
});

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
