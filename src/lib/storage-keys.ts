// Local- and session-storage keys of spec point 3. Nothing else writes storage by hand.
export const LOCAL_KEYS = {
  lang: 'lang',
  languageList: 'languageList',
  userInfo: 'userInfo',
  token: 'token',
  memberId: 'memberId',
  mobile: 'mobile',
  shopkeeperProduct: 'shopkeeperId-product',
  distinctId: 'distinctID',
  // Beyond the spec's keys (DECISIONS.md): this device's random id for likes, and the player's
  // speed, auto-next and last playlist.
  deviceId: 'deviceId',
  playerRate: 'player.rate',
  playerAutoNext: 'player.autoNext',
  playerSession: 'player.session',
  installDismissed: 'install.dismissed',
} as const;

export const SESSION_KEYS = {
  env: 'env',
  terminal: 'terminal',
  environment: 'environment',
  sourceFlag: 'sourceFlag',
  urlTerminal: 'urlTerminal',
  userInfo: 'userInfo',
  previousRoute: 'previousRoute',
} as const;

/** Storage can throw (private mode, quota, disabled cookies): never let that break the app. */
export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // A full or disabled storage only loses persistence, not the in-memory state.
  }
}

export function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // See writeLocal.
  }
}

export function readJson<T>(raw: string | null): T | null {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
