// The one HTTP client (spec point 7): gateway prefix, GET payloads in the query string,
// PUT/POST/PATCH payloads as a JSON body, 30 s timeout, the {success, data, message,
// errorCode} envelope unwrapped. The request-layer issue adds encryption and toasts here.
import ky from 'ky';
import { GATEWAY, type ApiResponse } from '../contract';
import { ApiError } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Payload = Record<string, string | number | boolean | null | undefined>;

const BODY_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH']);

const http = ky.create({
  prefix: GATEWAY,
  timeout: 30_000,
  retry: 0,
  throwHttpErrors: false,
  headers: { 'content-type': 'application/json;charset=UTF-8' },
});

function toSearchParams(payload: Payload): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  return params;
}

export async function request<T>(path: string, options: { method?: HttpMethod; payload?: Payload } = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const inBody = BODY_METHODS.has(method);
  const response = await http(path, {
    method,
    json: inBody ? (options.payload ?? {}) : undefined,
    searchParams: !inBody && options.payload ? toSearchParams(options.payload) : undefined,
  });
  let body: ApiResponse<T>;
  try {
    body = await response.json<ApiResponse<T>>();
  } catch {
    throw new ApiError(`HTTP ${response.status}`, null, response.status);
  }
  if (!body.success) throw new ApiError(body.message ?? `HTTP ${response.status}`, body.errorCode, response.status);
  return body.data as T;
}
