// The response envelope of spec point 7 ({success, data, message, errorCode}) and the error
// that handlers throw to answer with a failure.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_CODES, type ErrorCode } from './error-codes';

export interface Ok<T> {
  success: true;
  data: T;
  message: null;
  errorCode: null;
}

export interface Fail {
  success: false;
  data: null;
  message: string;
  errorCode: string;
}

export const ok = <T>(data: T): Ok<T> => ({ success: true, data, message: null, errorCode: null });

export const fail = (errorCode: string, message: string): Fail => ({
  success: false,
  data: null,
  message,
  errorCode,
});

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorCode: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 404 for an id that names nothing in the catalogue. */
export const notFoundError = (what: string, id: string) =>
  new ApiError(404, ERROR_CODES.catalogueNotFound, `${what} '${id}' was not found`);
