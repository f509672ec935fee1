// Carrying out the redirect rules in this page: reading the configuration and the session,
// then navigating (mini-program SDK, or the address bar).
import { appStore, userInfoAtom } from '@/lib/store';
import { readSession, SESSION_KEYS } from '@/lib/storage-keys';
import {
  currentTerminal,
  externalLinkDestination,
  loginDestination,
  parseHostList,
  safeRedirectTarget,
  type LoginDestination,
  type RedirectContext,
} from './login-redirect';
import { navigateMiniProgram } from './mini-program';

export function redirectContext(): RedirectContext {
  return {
    origin: window.location.origin,
    allowedHosts: parseHostList(import.meta.env.VITE_LOGIN_REDIRECT_HOSTS as string | undefined),
  };
}

const currentAddress = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

function go(destination: LoginDestination): void {
  if (destination.kind === 'mini-program') void navigateMiniProgram(destination.path);
  else window.location.assign(destination.href);
}

/** Sends the visitor to log in, with the current address as where to come back. */
export function goToLogin(returnTo: string = currentAddress()): void {
  if (window.location.pathname === '/login') return;
  go(loginDestination(currentTerminal(), returnTo, import.meta.env.VITE_LOGIN_HOST as string | undefined));
}

/** Where to go after a login: the tUrl / redirect target when it is safe, else /mine. */
export function afterLoginTarget(search: string): string {
  const query = new URLSearchParams(search);
  const target = safeRedirectTarget(query.get('tUrl') ?? query.get('redirect'), redirectContext());
  return target ?? '/mine';
}

/** Opens an external link by the spec's rules; false when the address is refused. */
export function openExternal(url: string): boolean {
  const info = appStore.get(userInfoAtom);
  const destination = externalLinkDestination(url, {
    ...redirectContext(),
    terminal: currentTerminal(),
    params: {
      loginId: info?.loginId,
      loginToken: info?.loginToken,
      memberId: info?.memberId,
      mobile: info?.mobile,
      openId: info?.openId,
      environment: readSession(SESSION_KEYS.environment),
      sourceflag: readSession(SESSION_KEYS.sourceFlag),
      terminal: currentTerminal(),
    },
  });
  if (destination.kind === 'refused') return false;
  go(destination);
  return true;
}
