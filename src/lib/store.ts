// The one jotai store and the user state atoms (spec point 3: token, memberId, mobile,
// userInfo, lang). Non-React code (api client, startup, tracking) reads and sets atoms
// through `appStore`; components use the hooks re-exported here.
import { atom, createStore } from 'jotai';
import { DEFAULT_LOCALE, isLocale, LANG_COOKIE, type LanguageItemT, type Locale } from './contract';
import {
  LOCAL_KEYS,
  readJson,
  readLocal,
  writeLangCookie,
  writeLocal,
  writeSession,
  SESSION_KEYS,
} from './storage-keys';

export { atom, Provider as StoreProvider, useAtom, useAtomValue, useSetAtom } from 'jotai';

export const appStore = createStore();

export interface UserInfo {
  openId?: string;
  loginId?: string;
  loginToken?: string;
  memberId?: string;
  mobile?: string;
  [key: string]: unknown;
}

/** A string atom persisted under a local-storage key; null removes the key. */
function persistedString(key: string) {
  const base = atom<string | null>(readLocal(key));
  return atom(
    (get) => get(base),
    (_get, set, value: string | null) => {
      set(base, value);
      writeLocal(key, value);
    },
  );
}

export const tokenAtom = persistedString(LOCAL_KEYS.token);
export const memberIdAtom = persistedString(LOCAL_KEYS.memberId);
export const mobileAtom = persistedString(LOCAL_KEYS.mobile);

const userInfoBase = atom<UserInfo | null>(readJson<UserInfo>(readLocal(LOCAL_KEYS.userInfo)));
export const userInfoAtom = atom(
  (get) => get(userInfoBase),
  (_get, set, value: UserInfo | null) => {
    set(userInfoBase, value);
    const raw = value === null ? null : JSON.stringify(value);
    writeLocal(LOCAL_KEYS.userInfo, raw);
    writeSession(SESSION_KEYS.userInfo, raw);
  },
);

/**
 * Read at startup from local storage (default cn); setting it writes it back. The cookie
 * follows it (a visit from before the cookie existed writes it now).
 */
const storedLang = readLocal(LOCAL_KEYS.lang);
const startLang: Locale = isLocale(storedLang) ? storedLang : DEFAULT_LOCALE;
writeLangCookie(LANG_COOKIE, startLang);
const langBase = atom<Locale>(startLang);
export const langAtom = atom(
  (get) => get(langBase),
  (_get, set, value: Locale) => {
    set(langBase, value);
    writeLocal(LOCAL_KEYS.lang, value);
    writeLangCookie(LANG_COOKIE, value);
  },
);

const languageListBase = atom<LanguageItemT[] | null>(readJson<LanguageItemT[]>(readLocal(LOCAL_KEYS.languageList)));
export const languageListAtom = atom(
  (get) => get(languageListBase),
  (_get, set, value: LanguageItemT[]) => {
    set(languageListBase, value);
    writeLocal(LOCAL_KEYS.languageList, JSON.stringify(value));
  },
);

export const isLoggedInAtom = atom((get) => Boolean(get(tokenAtom)));

/** Saving account info sets token, memberId and mobile (spec point 4). */
export const saveAccountAtom = atom(
  null,
  (_get, set, account: { token: string; memberId: string; mobile: string; userInfo?: UserInfo }) => {
    set(tokenAtom, account.token);
    set(memberIdAtom, account.memberId);
    set(mobileAtom, account.mobile);
    if (account.userInfo) set(userInfoAtom, account.userInfo);
  },
);

/** Logging out clears token, memberId, mobile and userInfo (spec point 4). */
export const logoutAtom = atom(null, (_get, set) => {
  set(tokenAtom, null);
  set(memberIdAtom, null);
  set(mobileAtom, null);
  set(userInfoAtom, null);
});

/** Online state, kept by the shell from `online`/`offline` events. */
/**
 * How many machine-made texts the screen shows (features/translation's useMachineTextReport
 * counts them in and out): the shell shows one notice while there is any.
 */
export const machineTextCountAtom = atom(0);

export const onlineAtom = atom(typeof navigator === 'undefined' ? true : navigator.onLine);

/** Set when a new version of the app is installed and waiting: calling it reloads into it. */
export const appUpdateAtom = atom<{ apply: () => void } | null>(null);

/** The browser's deferred install prompt (beforeinstallprompt), while the app can be installed. */
export const installPromptAtom = atom<InstallPromptEvent | null>(null);

/** Chromium's beforeinstallprompt event (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}
