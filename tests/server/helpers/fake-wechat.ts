// A local stand-in of the messaging platform's server-side API, speaking its protocol: the
// access token (GET /cgi-bin/token) and URL schemes (POST /wxa/generatescheme). It checks the
// app's credentials, the token (unknown: 40001, expired: 42001), the page (40165) and the
// query (40212), and records every call. Tests expire its tokens early, make it fail, or
// make it answer with a platform error.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeWechat {
  url: string;
  appId: string;
  appSecret: string;
  tokenCalls: number;
  schemeCalls: Array<{ token: string; body: SchemeBody }>;
  /** The pages of the published mini-program. */
  pages: Set<string>;
  /** Seconds a new token lives. */
  tokenTtlSec: number;
  /** Every token issued so far expires now (the platform's early expiry). */
  expireTokens(): void;
  /** The next scheme call answers this errcode (once). */
  failNextScheme(errcode: number, errmsg: string): void;
  /** The next calls answer HTTP 500 until reset. */
  broken: boolean;
  close(): Promise<void>;
}

interface SchemeBody {
  jump_wxa?: { path?: string; query?: string; env_version?: string };
  is_expire?: boolean;
  expire_type?: number;
  expire_interval?: number;
}

const QUERY_CHARS = /^[A-Za-z0-9!#$&'()*+,/:;=?@\-._~%]{0,128}$/;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((done) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => done(text));
  });

export async function startFakeWechat(): Promise<FakeWechat> {
  const tokens = new Map<string, number>();
  let nextFailure: { errcode: number; errmsg: string } | null = null;
  let issued = 0;
  const fake: FakeWechat = {
    url: '',
    appId: 'wx0123456789abcdef',
    appSecret: 'test-app-secret-0123456789',
    tokenCalls: 0,
    schemeCalls: [],
    pages: new Set(['pages/index/index', 'pages/scenic/detail']),
    tokenTtlSec: 7200,
    broken: false,
    expireTokens: () => {
      for (const key of tokens.keys()) tokens.set(key, 0);
    },
    failNextScheme: (errcode, errmsg) => (nextFailure = { errcode, errmsg }),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
  const send = (res: ServerResponse, body: unknown, status = 200) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const server: Server = createServer((req, res) => {
    void readBody(req).then((text) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (fake.broken) return send(res, { message: 'internal error' }, 500);
      if (req.method === 'GET' && url.pathname === '/cgi-bin/token') {
        fake.tokenCalls += 1;
        const q = url.searchParams;
        if (q.get('grant_type') !== 'client_credential')
          return send(res, { errcode: 40002, errmsg: 'invalid grant_type' });
        if (q.get('appid') !== fake.appId) return send(res, { errcode: 40013, errmsg: 'invalid appid' });
        if (q.get('secret') !== fake.appSecret) return send(res, { errcode: 40125, errmsg: 'invalid appsecret' });
        const token = `token-${++issued}`;
        tokens.set(token, Date.now() + fake.tokenTtlSec * 1000);
        return send(res, { access_token: token, expires_in: fake.tokenTtlSec });
      }
      if (req.method === 'POST' && url.pathname === '/wxa/generatescheme') {
        const token = url.searchParams.get('access_token') ?? '';
        const body = JSON.parse(text || '{}') as SchemeBody;
        fake.schemeCalls.push({ token, body });
        const expiry = tokens.get(token);
        if (expiry === undefined)
          return send(res, { errcode: 40001, errmsg: 'invalid credential, access_token is invalid' });
        if (expiry <= Date.now()) return send(res, { errcode: 42001, errmsg: 'access_token expired' });
        if (nextFailure) {
          const failure = nextFailure;
          nextFailure = null;
          return send(res, failure);
        }
        const path = (body.jump_wxa?.path ?? '').replace(/^\//, '');
        if (!fake.pages.has(path)) return send(res, { errcode: 40165, errmsg: 'invalid weapp pagepath' });
        if (!QUERY_CHARS.test(body.jump_wxa?.query ?? ''))
          return send(res, { errcode: 40212, errmsg: 'invalid query' });
        const days = body.expire_interval ?? 0;
        if (body.is_expire !== true || body.expire_type !== 1 || days < 1 || days > 30) {
          return send(res, { errcode: 40097, errmsg: 'invalid args' });
        }
        return send(res, {
          errcode: 0,
          errmsg: 'ok',
          openlink: `weixin://dl/business/?t=scheme${fake.schemeCalls.length}`,
        });
      }
      return send(res, { errcode: 44002, errmsg: 'not found' }, 404);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
