// The one HTTP client (spec point 7): gateway and service prefixes (or /mock), GET
// payloads in the query string, PUT/POST/PATCH payloads in an encrypted JSON body, 30 s
// timeout, openId and requestId when logged in, the envelope unwrapped, and the error
// catalogue of spec point 8 (toasts, debounced re-login, typed transport errors). No DOM:
// the service worker sends the outbox with it too (the JSONP variant is request-jsonp.ts).
import {
  BAD_ENVELOPE_CODE,
  ENCRYPTED_RESPONSE_HEADER,
  GATEWAY,
  type ApiResponse,
  type EncryptedBody,
} from '../contract';
import { currentIdentity, notify, runRelogin } from './bindings';
import { openBody, sealPayload } from './crypto';
import { needsRelogin, toastForApiError, toastForTransportError } from './error-catalogue';
import { ApiError, HttpStatusError, type TransportError } from './errors';
import { appHeaders } from './app-headers';
import { debounce, RELOGIN_DEBOUNCE_MS } from '../debounce';
import { apiUrl } from '../environments';
import { cryptoSessions } from './sessions';
import { sendOnce } from './send';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Payload = Record<string, unknown>;

export interface RequestOptions {
  method?: HttpMethod;
  payload?: Payload;
  /** Bodies are encrypted unless this is false (the chat calls turn it off). */
  encrypt?: boolean;
  /** Calls the /mock prefix instead of the gateway. */
  mock?: boolean;
  /** The gateway path before `path`; '' for services outside it (tracking). */
  gateway?: string;
  /** Lets the request outlive the page (page hide). */
  keepalive?: boolean;
  /** Adds the app wrapper's `version` and `os` headers. */
  app?: boolean;
  /** Shows 'loading…' (true) or the given text while the call runs. */
  loading?: boolean | string;
  /** Shows 'success' (true) or the given text when the call succeeds. */
  successToast?: boolean | string;
  /** false: the caller shows failures itself. */
  errorToast?: boolean;
  /** false: no re-login on 401 / MOB2230010. */
  reLogin?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Headers of this one call (e.g. the like's `x-device-id`); the layer's own headers win. */
  headers?: Record<string, string>;
}

const BODY_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH']);
const relogin = debounce(() => runRelogin(), RELOGIN_DEBOUNCE_MS);

function withIdentity(payload: Payload | undefined): Payload {
  const { loggedIn, openId } = currentIdentity();
  if (!loggedIn) return { ...payload };
  return { ...payload, openId, requestId: Date.now() };
}

async function readBody<T>(
  response: Response,
  sessionKey: Parameters<typeof openBody>[1] | null,
): Promise<ApiResponse<T>> {
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpStatusError(response.status);
  }
  if (sessionKey && response.headers.get(ENCRYPTED_RESPONSE_HEADER) === '1') {
    return openBody<ApiResponse<T>>(parsed as EncryptedBody, sessionKey);
  }
  return parsed as ApiResponse<T>;
}

async function call<T>(
  path: string,
  options: RequestOptions,
  renewed = false,
): Promise<ApiResponse<T> & { status: number }> {
  const method = options.method ?? 'GET';
  const payload = withIdentity(options.payload);
  const url = apiUrl(`${options.mock ? '/mock' : (options.gateway ?? GATEWAY)}${path}`);
  const { token } = currentIdentity();
  const headers: Record<string, string> = {
    ...options.headers,
    'content-type': 'application/json;charset=UTF-8',
    ...(options.app ? appHeaders() : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  let body: string | undefined;
  let session = null;
  let search: URLSearchParams | undefined;
  if (BODY_METHODS.has(method)) {
    if (options.encrypt !== false) {
      session = renewed ? await cryptoSessions.renew() : await cryptoSessions.get();
      const sealed = await sealPayload(payload, session);
      Object.assign(headers, sealed.headers);
      body = JSON.stringify(sealed.body);
    } else {
      body = JSON.stringify(payload);
    }
  } else {
    search = new URLSearchParams();
    for (const [key, value] of Object.entries(payload)) {
      if (value !== undefined && value !== null)
        search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  }
  const response = await sendOnce(
    url,
    { method, headers, body, searchParams: search, keepalive: options.keepalive },
    options,
  );
  const result = await readBody<T>(response, session);
  // A rotated server key: the shell may carry the old one. Take the key from the network once.
  if (session && !renewed && response.status === 400 && result.errorCode === BAD_ENVELOPE_CODE) {
    return call<T>(path, options, true);
  }
  return { ...result, status: response.status };
}

/** Success: the data (and the success toast if asked); failure: ApiError after the catalogue's toast. */
export function settle<T>(result: ApiResponse<T>, status: number, options: RequestOptions): T {
  if (result.success) {
    if (options.successToast) notify().success(typeof options.successToast === 'string' ? options.successToast : null);
    return result.data as T;
  }
  const error = new ApiError(result.message ?? '', result.errorCode, status);
  if (options.reLogin !== false && needsRelogin(status, result.errorCode)) relogin();
  const toast = options.errorToast === false ? null : toastForApiError(error);
  if (toast) notify().failure(toast);
  throw error;
}

function failTransport(error: unknown, options: RequestOptions): never {
  if (error instanceof ApiError) throw error;
  if (error instanceof HttpStatusError && options.reLogin !== false && needsRelogin(error.status, null)) relogin();
  const toast = options.errorToast === false ? null : toastForTransportError(error as TransportError);
  if (toast) notify().failure(toast);
  throw error;
}

export async function withLoading<T>(options: RequestOptions, run: () => Promise<T>): Promise<T> {
  const hide =
    options.loading === undefined || options.loading === false
      ? null
      : notify().loading(typeof options.loading === 'string' ? options.loading : null);
  try {
    return await run();
  } catch (error) {
    return failTransport(error, options);
  } finally {
    hide?.();
  }
}

export function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return withLoading(options, async () => {
    const result = await call<T>(path, options);
    return settle(result, result.status, options);
  });
}
