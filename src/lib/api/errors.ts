// What a call can fail with: the server said no (ApiError, with its code), or the transport
// failed (HttpStatusError, NetworkError, TimeoutError, CancelledError).

/** The server answered success false (spec point 8: message and errorCode). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly errorCode: string | null,
    readonly status: number,
  ) {
    super(message);
  }
}

/** A failed HTTP status whose body was not the API's envelope. */
export class HttpStatusError extends Error {
  override readonly name = 'HttpStatusError';
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(options?: ErrorOptions) {
    super('network unreachable', options);
  }
}

export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`no answer in ${timeoutMs} ms`);
  }
}

export class CancelledError extends Error {
  override readonly name = 'CancelledError';
  constructor() {
    super('request cancelled');
  }
}

export type TransportError = HttpStatusError | NetworkError | TimeoutError | CancelledError;
