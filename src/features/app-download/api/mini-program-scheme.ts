import { request } from '@/lib/api';
import { MINI_PROGRAM_ENDPOINTS, MINI_PROGRAM_HOME_PATH, type SchemeResult } from '@contract/mini-program';
import { LOCAL_KEYS, readLocal } from '@/lib/storage-keys';

/** The shopkeeper whose code brought the visitor here (spec point 2), carried into the mini-program. */
export function shopkeeperQuery(record: string | null): string {
  const shopkeeperId = record?.split('-')[0] ?? '';
  return /^[A-Za-z0-9_]{1,40}$/.test(shopkeeperId) ? `shopkeeperId=${shopkeeperId}` : '';
}

/** A scheme that opens the mini-program's home page; the caller shows failures itself. */
export function requestMiniProgramScheme(): Promise<SchemeResult> {
  return request<SchemeResult>(MINI_PROGRAM_ENDPOINTS.generateScheme, {
    method: 'POST',
    payload: { path: MINI_PROGRAM_HOME_PATH, query: shopkeeperQuery(readLocal(LOCAL_KEYS.shopkeeperProduct)) },
    errorToast: false,
    reLogin: false,
  });
}
