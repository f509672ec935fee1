// The JSONP variant of spec point 7 (60 s timeout): a GET answered as `callback(json)`,
// for hosts where only script loads reach the API. Same envelope, same catalogue.
import { GATEWAY, type ApiResponse } from '../contract';
import { apiUrl } from '../environments';
import { CancelledError, NetworkError, TimeoutError } from './errors';

export const JSONP_TIMEOUT_MS = 60_000;

let counter = 0;

export function jsonp<T>(
  path: string,
  payload: Record<string, string | number | boolean> = {},
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<ApiResponse<T>> {
  const name = `__jsonp_${Date.now().toString(36)}_${counter++}`;
  const query = new URLSearchParams({
    ...Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)])),
    callback: name,
  });
  const script = document.createElement('script');
  script.src = apiUrl(`${GATEWAY}${path}?${query.toString()}`);
  const callbacks = window as unknown as Record<string, unknown>;
  return new Promise<ApiResponse<T>>((resolve, reject) => {
    const timeoutMs = options.timeoutMs ?? JSONP_TIMEOUT_MS;
    const cleanup = () => {
      clearTimeout(timer);
      delete callbacks[name];
      script.remove();
      options.signal?.removeEventListener('abort', onAbort);
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new TimeoutError(timeoutMs));
    }, timeoutMs);
    const onAbort = () => {
      cleanup();
      reject(new CancelledError());
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    callbacks[name] = (body: ApiResponse<T>) => {
      cleanup();
      resolve(body);
    };
    script.onerror = () => {
      cleanup();
      reject(new NetworkError());
    };
    document.head.append(script);
  });
}
