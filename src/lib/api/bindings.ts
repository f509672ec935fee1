// How the request layer reaches the app without importing it: the app registers, at
// startup, the toasts, the re-login handler and who is logged in. Until then: silent.
import type { FailureToast } from './error-catalogue';

export interface ApiNotifier {
  failure(toast: Exclude<FailureToast, null>): void;
  /** null: the default 'success' text. */
  success(message: string | null): void;
  /** Shows 'loading…' (or the given text) and returns the function that hides it. */
  loading(message: string | null): () => void;
}

export interface ApiIdentity {
  loggedIn: boolean;
  openId: string | null;
  /** The member's token, sent as `Authorization: Bearer` (issue 7). */
  token: string | null;
}

const silent: ApiNotifier = { failure: () => {}, success: () => {}, loading: () => () => {} };

let notifier: ApiNotifier = silent;
let relogin: () => void = () => {};
let identity: () => ApiIdentity = () => ({ loggedIn: false, openId: null, token: null });

export function bindApi(bindings: {
  notifier?: ApiNotifier;
  relogin?: () => void;
  identity?: () => ApiIdentity;
}): void {
  if (bindings.notifier) notifier = bindings.notifier;
  if (bindings.relogin) relogin = bindings.relogin;
  if (bindings.identity) identity = bindings.identity;
}

export const notify = (): ApiNotifier => notifier;
export const runRelogin = (): void => relogin();
export const currentIdentity = (): ApiIdentity => identity();
