import { describe, expect, it, vi } from 'vitest';
import {
  applyLinkParams,
  parseLinkParams,
  parseStartupParams,
  readOpenIdFromHash,
  shopkeeperScanRecord,
} from './startup-params';
import { appStore, memberIdAtom, tokenAtom } from '@/lib/store';

describe('startup parameters', () => {
  it('reads distinctID, shopkeeperId and id from the query string', () => {
    const params = parseStartupParams({ search: '?distinctID=d-1&shopkeeperId=s42&id=p7', hash: '' });
    expect(params).toEqual({ distinctId: 'd-1', shopkeeperId: 's42', productId: 'p7', openId: null });
  });

  it('reads openId only from the part after the hash', () => {
    expect(parseStartupParams({ search: '?openId=wrong', hash: '' }).openId).toBeNull();
    expect(readOpenIdFromHash('#openId=o-1')).toBe('o-1');
    expect(readOpenIdFromHash('#/poiList?x=1&openId=o-2')).toBe('o-2');
    expect(readOpenIdFromHash('')).toBeNull();
  });

  it('joins shopkeeperId, product id and scan time with hyphens', () => {
    expect(shopkeeperScanRecord('s42', 'p7', 1700000000000)).toBe('s42-p7-1700000000000');
    expect(shopkeeperScanRecord('s42', null, 5)).toBe('s42--5');
  });
});

describe('link parameters of spec point 3', () => {
  const at = (search: string, hash = '') => ({ pathname: '/poiList', search, hash });

  it('reads an account handed over, the session values, and strips every listed key', () => {
    const parsed = parseLinkParams(
      at(
        '?id=7&city=Hangzhou&cityId=1&isAbroad=0&environment=prod&env=sst&loginId=L&loginToken=T0k3n&memberId=M&mobile=13800000000&sourceflag=sf&code=c&terminal=1&keep=yes',
        '#top',
      ),
    );
    expect(parsed.account).toEqual({ loginId: 'L', loginToken: 'T0k3n', memberId: 'M', mobile: '13800000000' });
    expect(parsed.session).toEqual({ env: 'sst', terminal: '1', environment: 'prod', sourceFlag: 'sf' });
    expect(parsed.strippedAddress).toBe('/poiList?id=7&keep=yes#top');
  });

  it('needs loginToken, memberId and mobile together for an account; sourceFlag wins over sourceflag', () => {
    const parsed = parseLinkParams(at('?loginToken=T&memberId=M&sourceFlag=A&sourceflag=b'));
    expect(parsed.account).toBeNull();
    expect(parsed.session.sourceFlag).toBe('A');
    expect(parsed.strippedAddress).toBe('/poiList');
  });

  it('keeps the host the address names (clientType), without stripping it', () => {
    const parsed = parseLinkParams(at('?clientType=1&sessionId=s'));
    expect(parsed.session).toEqual({ clientType: '1' });
    expect(parsed.strippedAddress).toBeNull();
    expect(parseLinkParams(at('?clientType=7')).session).toEqual({});
  });

  it('leaves an address without those keys alone', () => {
    expect(parseLinkParams(at('?id=1')).strippedAddress).toBeNull();
  });

  it('saves the account, keeps the session values and rewrites the address bar', () => {
    const store = new Map<string, string>();
    const fakeStorage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    vi.stubGlobal('localStorage', fakeStorage);
    vi.stubGlobal('sessionStorage', fakeStorage);
    const replaced: string[] = [];
    applyLinkParams(parseLinkParams(at('?loginToken=T&memberId=M&mobile=13800000000&terminal=4')), {
      state: null,
      replaceState: (_s: unknown, _t: string, url?: string | URL | null) => void replaced.push(String(url)),
    });
    expect(appStore.get(tokenAtom)).toBe('T');
    expect(appStore.get(memberIdAtom)).toBe('M');
    expect(store.get('terminal')).toBe('4');
    expect(replaced).toEqual(['/poiList']);
    vi.unstubAllGlobals();
  });
});
