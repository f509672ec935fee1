// One HTTP exchange with its timeout and cancel, failures turned into typed errors.
import ky from 'ky';
import { CancelledError, NetworkError, TimeoutError } from './errors';

/** The one ky instance: no retries, statuses read by the caller, timeouts kept by sendOnce. */
const http = ky.create({ retry: 0, throwHttpErrors: false, timeout: false });

/** Spec point 9: 30 s (the JSONP variant has 60 s). */
export const REQUEST_TIMEOUT_MS = 30_000;

interface SendInit {
  method: string;
  headers: Record<string, string>;
  body?: string | FormData;
  searchParams?: URLSearchParams;
  keepalive?: boolean;
}

export async function sendOnce(
  url: string,
  init: SendInit,
  options: { timeoutMs?: number; signal?: AbortSignal },
): Promise<Response> {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCancel = () => controller.abort();
  options.signal?.addEventListener('abort', onCancel, { once: true });
  try {
    if (options.signal?.aborted) throw new CancelledError();
    return await http(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (timedOut) throw new TimeoutError(timeoutMs);
    if (error instanceof CancelledError || controller.signal.aborted) throw new CancelledError();
    throw new NetworkError({ cause: error });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCancel);
  }
}
