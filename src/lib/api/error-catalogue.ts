// The error catalogue of spec point 8, as a pure function: which toast a failed call shows.
import { CancelledError, type ApiError, type TransportError } from './errors';

export const RELOGIN_CODE = 'MOB2230010';
export const SILENT_CODE = 'MOB2230029';
export const SYSTEM_EXCEPTION_CODE = 'CTG0000000';
/** Messages containing this text (in either language the server may use) stay silent. */
const UNKNOWN_EXCEPTION_TEXTS = ['unknown system exception', '未知系统异常'];

export type FailureToast =
  | { kind: 'message'; message: string; code: string | null }
  | { kind: 'system-exception' }
  | { kind: 'network-error' }
  | null;

export function toastForApiError(error: Pick<ApiError, 'message' | 'errorCode'>): FailureToast {
  if (error.errorCode === SILENT_CODE) return null;
  const lower = error.message.toLowerCase();
  if (UNKNOWN_EXCEPTION_TEXTS.some((text) => lower.includes(text))) return null;
  if (error.errorCode === SYSTEM_EXCEPTION_CODE) return { kind: 'system-exception' };
  // A toast shows only when a message is given.
  if (!error.message.trim()) return null;
  return { kind: 'message', message: error.message, code: error.errorCode };
}

/** Transport failures get the default message; a cancel is the caller's own doing. */
export function toastForTransportError(error: TransportError): FailureToast {
  return error instanceof CancelledError ? null : { kind: 'network-error' };
}

export function needsRelogin(status: number, errorCode: string | null): boolean {
  return status === 401 || errorCode === RELOGIN_CODE;
}
