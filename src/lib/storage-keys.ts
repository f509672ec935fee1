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
  // Beyond the spec's keys (docs/decisions/0002-session-state-in-web-storage.md): this
  // device's random id for likes, and the player's speed, auto-next and last playlist.
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
  // The host the address named (clientType '0' web, '1' app wrapper, '2' mini-program), kept
  // for the visit so that every screen knows whether the host draws its own back button.
  clientType: 'clientType',
} as const;

interface WebStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Missing in the service worker (which reads the mirror of src/lib/worker-context.ts). */
const webStorage = (kind: 'localStorage' | 'sessionStorage'): WebStorage | undefined =>
  (globalThis as { localStorage?: WebStorage; sessionStorage?: WebStorage })[kind];

/** Storage can throw (private mode, quota, disabled cookies): never let that break the app. */
export function readLocal(key: string): string | null {
  try {
    return webStorage('localStorage')?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string | null): void {
  try {
    const storage = webStorage('localStorage');
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // A full or disabled storage only loses persistence, not the in-memory state.
  }
}

/**
 * The chosen locale, also as a cookie: the server draws the first screen of a detail page in
 * it (server/src/static/detail-first-screen.ts), and cannot read local storage. Written only
 * when it differs, for a year, to every path of this origin.
 */
export function writeLangCookie(name: string, value: string): void {
  try {
    // Missing in the service worker and on the server (this module is shared with them).
    const page = (globalThis as { document?: { cookie: string } }).document;
    if (!page) return;
    const pair = `${name}=${encodeURIComponent(value)}`;
    if (page.cookie.split('; ').includes(pair)) return;
    page.cookie = `${pair}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // Cookies disabled: the server draws the default locale, and the app redraws in its own.
  }
}

export function readSession(key: string): string | null {
  try {
    return webStorage('sessionStorage')?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string | null): void {
  try {
    const storage = webStorage('sessionStorage');
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
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
