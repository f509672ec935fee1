import { describe, expect, it } from 'vitest';
import { chooseBackTarget } from './navigation';

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
