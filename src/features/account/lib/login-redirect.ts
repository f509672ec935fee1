// Login redirects and external links (spec point 2) for every terminal, and the rule that
// keeps redirect targets on this site: a path starting with a single '/', this origin, or a
// host of VITE_LOGIN_REDIRECT_HOSTS (comma-separated). Everything else (javascript:, data:,
// '//evil', backslashes, other hosts) is refused.
import { currentTerminal, isMiniProgramTerminal, TERMINAL } from '@/lib/terminal';

// The terminal rules live in src/lib (the shell reads them too); kept reachable from here.
export { currentTerminal, isMiniProgramTerminal, TERMINAL };

export const MINI_PROGRAM_LOGIN = '/pages/login/index';
export const MINI_PROGRAM_WEBVIEW = '/pages/webview/index';

export interface RedirectContext {
  /** This page's origin, e.g. https://guide.example.com */
  origin: string;
  /** Hosts a redirect or external link may go to besides this origin. */
  allowedHosts: readonly string[];
}

export function parseHostList(raw: string | undefined | null): string[] {
  return (raw ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * Where a `tUrl` / `redirect` may take the visitor after login: a same-origin path (returned
 * as a path) or an allow-listed https/http address (returned whole); null for anything else.
 */
export function safeRedirectTarget(raw: string | null | undefined, context: RedirectContext): string | null {
  if (!raw) return null;
  const value = raw.trim();
  // Control characters and backslashes: browsers "repair" them into other addresses.
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (!value || /[\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return null;
    return value;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  if (url.origin === context.origin) return `${url.pathname}${url.search}${url.hash}`;
  return context.allowedHosts.includes(url.hostname.toLowerCase()) ? url.href : null;
}

export type LoginDestination = { kind: 'mini-program'; path: string } | { kind: 'page'; href: string };

/** Where to log in from `currentAddress` on this terminal (spec point 2). */
export function loginDestination(
  terminal: string | null,
  currentAddress: string,
  loginHost: string | null | undefined,
): LoginDestination {
  const encoded = encodeURIComponent(currentAddress);
  if (isMiniProgramTerminal(terminal)) return { kind: 'mini-program', path: `${MINI_PROGRAM_LOGIN}?url=${encoded}` };
  if (loginHost) return { kind: 'page', href: `${loginHost}newLogin?tUrl=${encoded}` };
  return { kind: 'page', href: `/login?tUrl=${encoded}` };
}

export interface ExternalLinkContext extends RedirectContext {
  terminal: string | null;
  /** Appended as query parameters in a browser (user info, environment, sourceflag, terminal flag). */
  params: Record<string, string | null | undefined>;
}

export type ExternalDestination = LoginDestination | { kind: 'refused' };

/**
 * An external link: inside the messaging-app mini-program its web-view page; in a browser the
 * address itself with the visitor's parameters, only on this origin or an allow-listed host.
 */
export function externalLinkDestination(url: string, context: ExternalLinkContext): ExternalDestination {
  const safe = safeRedirectTarget(url, context);
  if (!safe) return { kind: 'refused' };
  const absolute = new URL(safe, context.origin);
  if (context.terminal === TERMINAL.wechatMini) {
    return { kind: 'mini-program', path: `${MINI_PROGRAM_WEBVIEW}?url=${encodeURIComponent(absolute.href)}` };
  }
  for (const [key, value] of Object.entries(context.params)) {
    if (value) absolute.searchParams.set(key, value);
  }
  return {
    kind: 'page',
    href: absolute.origin === context.origin ? `${absolute.pathname}${absolute.search}${absolute.hash}` : absolute.href,
  };
}
