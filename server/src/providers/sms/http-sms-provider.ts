// A real SMS gateway behind one HTTP call: POST SMS_HTTP_URL with
// `Authorization: Bearer SMS_HTTP_TOKEN` and the JSON body {mobile, purpose, code,
// expiresInSeconds}; any 2xx means sent. The provider is given no logger, and its errors
// carry only the HTTP status or "unreachable" (never the request, whose body holds the
// code), so nothing it does can put a code into the server log.
import { SMS_CODE_TTL_SECONDS } from '@contract/member';
import type { SmsProvider } from './sms-provider';

const TIMEOUT_MS = 10_000;

/** A failed send; its message never contains the code. */
export class SmsSendError extends Error {
  override name = 'SmsSendError';
}

export function createHttpSmsProvider(options: { url: string; token?: string }): SmsProvider {
  return {
    async send(mobile, code, purpose) {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({ mobile, purpose, code, expiresInSeconds: SMS_CODE_TTL_SECONDS }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch {
        // The cause is dropped on purpose: nothing of the request may travel further.
        throw new SmsSendError('SMS gateway unreachable');
      }
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new SmsSendError(`SMS gateway answered HTTP ${response.status}`);
    },
  };
}
