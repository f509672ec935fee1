// Query parameters read when the page opens (spec point 2): distinctID, shopkeeperId and
// id from the query string, openId from the part of the address after the hash. The link
// parameters of spec point 3 (an account handed over by a wrapper, the environment and the
// terminal) are read, kept, and stripped from the address bar so they are not bookmarked,
// shared or tracked.
import { LOCAL_KEYS, SESSION_KEYS, writeLocal, writeSession } from '@/lib/storage-keys';
import { appStore, saveAccountAtom, userInfoAtom } from '@/lib/store';

/** Spec point 3: query parameters stripped from links. */
export const STRIPPED_PARAMS = [
  'city',
  'cityId',
  'isAbroad',
  'environment',
  'env',
  'loginId',
  'loginToken',
  'memberId',
  'mobile',
  'sourceflag',
  'sourceFlag',
  'code',
  'terminal',
] as const;

export interface LinkParams {
  account: { loginId: string | null; loginToken: string; memberId: string; mobile: string } | null;
  session: Partial<Record<'env' | 'terminal' | 'environment' | 'sourceFlag' | 'clientType', string>>;
  /** The address without the stripped parameters; null when there were none. */
  strippedAddress: string | null;
}

export function parseLinkParams(location: Pick<Location, 'pathname' | 'search' | 'hash'>): LinkParams {
  const query = new URLSearchParams(location.search);
  const get = (key: string) => query.get(key)?.trim() || null;
  const loginToken = get('loginToken');
  const memberId = get('memberId');
  const mobile = get('mobile');
  const loginId = get('loginId');
  const session: LinkParams['session'] = {};
  for (const key of ['env', 'terminal', 'environment'] as const) {
    const value = get(key);
    if (value) session[key] = value;
  }
  const sourceFlag = get('sourceFlag') ?? get('sourceflag');
  if (sourceFlag) session.sourceFlag = sourceFlag;
  // Kept, not stripped: /chatInteract reads it from its address too.
  const clientType = get('clientType');
  if (clientType === '0' || clientType === '1' || clientType === '2') session.clientType = clientType;
  const present = STRIPPED_PARAMS.filter((key) => query.has(key));
  for (const key of present) query.delete(key);
  const rest = query.toString();
  return {
    account: loginToken && memberId && mobile ? { loginId, loginToken, memberId, mobile } : null,
    session,
    strippedAddress: present.length ? `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}` : null,
  };
}

/** Keeps the account and session values, then rewrites the address bar without them. */
export function applyLinkParams(params: LinkParams, history: Pick<History, 'replaceState' | 'state'> | null): void {
  if (params.account) {
    const { loginId, loginToken, memberId, mobile } = params.account;
    const openId = appStore.get(userInfoAtom)?.openId;
    appStore.set(saveAccountAtom, {
      token: loginToken,
      memberId,
      mobile,
      userInfo: { ...(openId ? { openId } : {}), ...(loginId ? { loginId } : {}), loginToken, memberId, mobile },
    });
  }
  for (const [key, value] of Object.entries(params.session))
    writeSession(SESSION_KEYS[key as keyof typeof params.session], value);
  if (params.strippedAddress !== null && history) history.replaceState(history.state, '', params.strippedAddress);
}

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
  if (typeof window !== 'undefined') applyLinkParams(parseLinkParams(window.location), window.history);
  if (params.distinctId) writeLocal(LOCAL_KEYS.distinctId, params.distinctId);
  if (params.shopkeeperId) {
    writeLocal(LOCAL_KEYS.shopkeeperProduct, shopkeeperScanRecord(params.shopkeeperId, params.productId, now));
  }
  if (params.openId) {
    const current = appStore.get(userInfoAtom);
    appStore.set(userInfoAtom, { ...current, openId: params.openId });
  }
}
