import { describe, expect, it } from 'vitest';
import { needsRelogin, toastForApiError, toastForTransportError } from './error-catalogue';
import { CancelledError, HttpStatusError, NetworkError, TimeoutError } from './errors';

describe('error catalogue (spec point 8)', () => {
  it('shows the message with its code', () => {
    expect(toastForApiError({ message: 'Coupon expired', errorCode: 'MOB1000001' })).toEqual({
      kind: 'message',
      message: 'Coupon expired',
      code: 'MOB1000001',
    });
  });

  it("does not show messages containing 'unknown system exception'", () => {
    expect(toastForApiError({ message: 'Unknown system exception: NPE', errorCode: 'X1' })).toBeNull();
    expect(toastForApiError({ message: '未知系统异常', errorCode: 'X1' })).toBeNull();
  });

  it('does not show code MOB2230029', () => {
    expect(toastForApiError({ message: 'anything', errorCode: 'MOB2230029' })).toBeNull();
  });

  it("shows 'system exception, please contact customer service' for CTG0000000", () => {
    expect(toastForApiError({ message: 'boom', errorCode: 'CTG0000000' })).toEqual({ kind: 'system-exception' });
  });

  it('shows no toast when no message is given', () => {
    expect(toastForApiError({ message: '  ', errorCode: 'MOB1' })).toBeNull();
  });

  it("shows the default 'network error' for failed statuses, network errors and timeouts, nothing for a cancel", () => {
    for (const error of [new HttpStatusError(502), new NetworkError(), new TimeoutError(30_000)]) {
      expect(toastForTransportError(error)).toEqual({ kind: 'network-error' });
    }
    expect(toastForTransportError(new CancelledError())).toBeNull();
  });

  it('asks for a re-login on HTTP 401 or MOB2230010 only', () => {
    expect(needsRelogin(401, null)).toBe(true);
    expect(needsRelogin(200, 'MOB2230010')).toBe(true);
    expect(needsRelogin(403, 'MOB2230011')).toBe(false);
  });
});
