import { describe, expect, it } from 'vitest';
import { parseStartupParams, readOpenIdFromHash, shopkeeperScanRecord } from './startup-params';

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
