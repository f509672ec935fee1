// The JSONP form of request(): same envelope, same catalogue, same toasts (page only: it
// loads a script element).
import { settle, withLoading, type RequestOptions } from './client';
import { jsonp } from './jsonp';

/** The JSONP variant (GET only, 60 s): for hosts where only script loads reach the API. */
export function requestJsonp<T>(
  path: string,
  payload: Record<string, string | number | boolean> = {},
  options: Omit<RequestOptions, 'method' | 'payload' | 'encrypt'> = {},
): Promise<T> {
  return withLoading(options, async () => settle(await jsonp<T>(path, payload, options), 200, options));
}
