// The messaging platform's scheme API, as its server-side API documents it:
//   GET  {apiBase}/cgi-bin/token?grant_type=client_credential&appid&secret
//        -> {access_token, expires_in} | {errcode, errmsg}
//   POST {apiBase}/wxa/generatescheme?access_token=…
//        {jump_wxa: {path, query, env_version}, is_expire: true, expire_type: 1, expire_interval}
//        -> {errcode: 0, openlink} | {errcode, errmsg}
// The access token is shared by every request until shortly before it expires; concurrent
// requests wait for one token call. A token the platform calls invalid or expired (it can be
// revoked early, e.g. when another server fetched a new one) is dropped and fetched again,
// once per request. The app secret never leaves this module: errors carry the platform's
// code and message only.
import type { SchemeResult } from '@contract/mini-program';
import { SchemeError, type MiniProgramConfig, type SchemeAsk, type SchemeProvider } from './scheme-provider';

const TIMEOUT_MS = 10_000;
/** A token is renewed this long before the platform says it expires. */
const TOKEN_MARGIN_MS = 5 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The platform's codes for a token that is not (or no longer) valid. */
const TOKEN_INVALID = new Set([40001, 40014, 42001]);
/** The platform refuses what was asked: no such page, a bad query, an unpublished mini-program. */
const REFUSED = new Set([40165, 40212, 85079, 85401, 85402]);
/** The platform's rate and daily limits. */
const LIMITED = new Set([44990, 45009, 45011]);

interface PlatformReply {
  errcode?: number;
  errmsg?: string;
  access_token?: string;
  expires_in?: number;
  openlink?: string;
}

async function askPlatform(url: string, init: RequestInit): Promise<PlatformReply> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new SchemeError(502, 'The mini-program platform could not be reached');
  }
  const reply = (await response.json().catch(() => null)) as PlatformReply | null;
  if (!response.ok || !reply || typeof reply !== 'object') {
    throw new SchemeError(502, `The mini-program platform answered HTTP ${response.status}`);
  }
  return reply;
}

const platformError = (reply: PlatformReply) => `${reply.errcode ?? '?'} ${reply.errmsg ?? ''}`.trim();

export function createWechatSchemeProvider(config: MiniProgramConfig, now: () => number = Date.now): SchemeProvider {
  const base = config.apiBase.replace(/\/$/, '');
  let token: { value: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const query = new URLSearchParams({
      grant_type: 'client_credential',
      appid: config.appId,
      secret: config.appSecret,
    });
    const reply = await askPlatform(`${base}/cgi-bin/token?${query}`, { method: 'GET' });
    if (!reply.access_token) {
      throw new SchemeError(502, `The mini-program platform refused the app's credentials (${platformError(reply)})`);
    }
    const lifetimeMs = Math.max(0, (reply.expires_in ?? 7200) * 1000 - TOKEN_MARGIN_MS);
    token = { value: reply.access_token, renewAt: now() + lifetimeMs };
    return reply.access_token;
  }

  function accessToken(): Promise<string> {
    if (token && now() < token.renewAt) return Promise.resolve(token.value);
    pending ??= fetchToken().finally(() => (pending = null));
    return pending;
  }

  async function generateOnce(ask: SchemeAsk, accessTokenValue: string): Promise<PlatformReply> {
    return askPlatform(`${base}/wxa/generatescheme?access_token=${encodeURIComponent(accessTokenValue)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jump_wxa: { path: ask.path, query: ask.query, env_version: config.version },
        is_expire: true,
        expire_type: 1,
        expire_interval: ask.expireDays,
      }),
    });
  }

  return {
    name: 'wechat',
    async generate(ask): Promise<SchemeResult> {
      let used = await accessToken();
      let reply = await generateOnce(ask, used);
      if (reply.errcode !== undefined && TOKEN_INVALID.has(reply.errcode)) {
        // Drop the token only if no other request has renewed it meanwhile.
        if (token?.value === used) token = null;
        used = await accessToken();
        reply = await generateOnce(ask, used);
      }
      if (reply.errcode === 0 && reply.openlink) {
        return { openlink: reply.openlink, expiresAt: new Date(now() + ask.expireDays * DAY_MS).toISOString() };
      }
      const code = reply.errcode ?? -1;
      if (REFUSED.has(code))
        throw new SchemeError(400, `The mini-program platform refused the page: ${platformError(reply)}`);
      if (LIMITED.has(code))
        throw new SchemeError(429, `The mini-program platform's limit was reached: ${platformError(reply)}`);
      throw new SchemeError(502, `The mini-program platform failed: ${platformError(reply)}`);
    },
  };
}
