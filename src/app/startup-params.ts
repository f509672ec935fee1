// Query parameters read when the page opens (spec point 2): distinctID, shopkeeperId and
// id from the query string, openId from the part of the address after the hash.
import { LOCAL_KEYS, writeLocal } from '../lib/storage-keys';
import { appStore, userInfoAtom } from './store';

export interface StartupParams {
  distinctId: string | null;
  shopkeeperId: string | null;
  productId: string | null;
  openId: string | null;
}

/** `#openId=x`, `#/path?openId=x` and `#/?a=b&openId=x` all carry an openId. */
export function readOpenIdFromHash(hash: string): string | null {
  const afterHash = hash.startsWith('#') ? hash.slice(1) : hash;
  const query = afterHash.includes('?') ? afterHash.slice(afterHash.indexOf('?') + 1) : afterHash;
  const value = new URLSearchParams(query).get('openId');
  return value ? value : null;
}

export function parseStartupParams(location: Pick<Location, 'search' | 'hash'>): StartupParams {
  const query = new URLSearchParams(location.search);
  return {
    distinctId: query.get('distinctID'),
    shopkeeperId: query.get('shopkeeperId'),
    productId: query.get('id'),
    openId: readOpenIdFromHash(location.hash),
  };
}

/** The shopkeeper scan record: shopkeeperId, product id and scan time joined by hyphens. */
export function shopkeeperScanRecord(shopkeeperId: string, productId: string | null, scannedAt: number): string {
  return [shopkeeperId, productId ?? '', String(scannedAt)].join('-');
}

export function applyStartupParams(params: StartupParams, now = Date.now()): void {
  if (params.distinctId) writeLocal(LOCAL_KEYS.distinctId, params.distinctId);
  if (params.shopkeeperId) {
    writeLocal(LOCAL_KEYS.shopkeeperProduct, shopkeeperScanRecord(params.shopkeeperId, params.productId, now));
  }
  if (params.openId) {
    const current = appStore.get(userInfoAtom);
    appStore.set(userInfoAtom, { ...current, openId: params.openId });
  }
}
