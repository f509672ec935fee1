// Opening the mini-program from a web page (spec point 7: POST /applet/wx/generateScheme; its
// payload is not shown, docs/decisions/0053-mini-program-scheme.md gives the design). The app
// asks for a URL scheme (weixin://dl/business/?t=…) for one of the mini-program's pages with
// the query that page needs (a shopkeeper's code, a place's id) and opens it; the messaging
// app then starts the mini-program on that page.
import { PREFIX } from './envelope';

export const MINI_PROGRAM_ENDPOINTS = {
  /** POST SchemeRequest -> SchemeResult. 503 MOB2290503 when no mini-program is configured. */
  generateScheme: `${PREFIX.miniH5}/applet/wx/generateScheme`,
} as const;

/** The answer's errorCode when no mini-program is configured on the server (HTTP 503). */
export const MINI_PROGRAM_UNAVAILABLE_CODE = 'MOB2290503';

/** The mini-program's home page, which every web page's "open in the mini-program" opens. */
export const MINI_PROGRAM_HOME_PATH = 'pages/index/index';

/**
 * A page of the mini-program: 'pages/…' segments of letters, digits, '_' and '-', without a
 * query (the platform refuses one in the path), with or without a leading '/'.
 */
export const MINI_PROGRAM_PATH_PATTERN = /^\/?pages(?:\/[A-Za-z0-9_-]{1,40}){1,4}$/;

/** The platform's query: at most 128 characters of letters, digits and !#$&'()*+,/:;=?@-._~% */
export const MINI_PROGRAM_QUERY_PATTERN = /^[A-Za-z0-9!#$&'()*+,/:;=?@\-._~%]{0,128}$/;

/** How long a scheme opens the mini-program, in days (the platform allows 1 to 30). */
export const SCHEME_EXPIRE_DAYS = { min: 1, max: 30, default: 30 } as const;

export interface SchemeRequest {
  path: string;
  query?: string;
  expireDays?: number;
}

export interface SchemeResult {
  /** The scheme to open, e.g. weixin://dl/business/?t=… */
  openlink: string;
  /** ISO 8601: after this the scheme no longer opens the mini-program. */
  expiresAt: string;
}

export type MiniProgramHost = 'messaging' | 'short-video' | 'pay';

const TERMINAL_HOSTS: Record<string, MiniProgramHost> = { '1': 'messaging', '4': 'short-video', '6': 'pay' };

/**
 * The host a page runs in (the app asks with its own user agent; the server, drawing a page's
 * first screen, with the request's): by the user agent the hosts' web views announce (the messaging
 * app says MicroMessenger and miniProgram, the short-video app ToutiaoMicroApp, the pay app
 * AlipayClient) or its injected environment flag, else by the terminal code the host's link
 * carried; null in a plain browser or the app wrapper.
 */
export function detectMiniProgramHost(input: {
  userAgent: string;
  terminal: string | null;
  wxjsEnvironment?: string;
}): MiniProgramHost | null {
  const ua = input.userAgent.toLowerCase();
  if (ua.includes('micromessenger') && (ua.includes('miniprogram') || input.wxjsEnvironment === 'miniprogram')) {
    return 'messaging';
  }
  if (ua.includes('toutiaomicroapp')) return 'short-video';
  if (ua.includes('alipayclient') && ua.includes('miniprogram')) return 'pay';
  return (input.terminal && TERMINAL_HOSTS[input.terminal]) || null;
}
