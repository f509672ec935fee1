import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, DEBOUNCE_MS, RELOGIN_DEBOUNCE_MS } from './debounce';

describe('debounce (spec point 9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits the default 500 ms after the last call, with that call’s arguments', () => {
    expect(DEBOUNCE_MS).toBe(500);
    const settle = vi.fn();
    const typed = debounce(settle);
    typed('W');
    vi.advanceTimersByTime(300);
    typed('We');
    vi.advanceTimersByTime(499);
    expect(settle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(settle).toHaveBeenCalledExactlyOnceWith('We');
  });

  it('re-logs in once for a burst of calls within 1 s, 1 s after the last', () => {
    expect(RELOGIN_DEBOUNCE_MS).toBe(1000);
    const relogin = vi.fn();
    const trigger = debounce(relogin, RELOGIN_DEBOUNCE_MS);
    trigger();
    vi.advanceTimersByTime(600);
    trigger();
    vi.advanceTimersByTime(999);
    expect(relogin).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(relogin).toHaveBeenCalledTimes(1);
    trigger();
    vi.advanceTimersByTime(1000);
    expect(relogin).toHaveBeenCalledTimes(2);
  });

  it('drops a waiting call on cancel', () => {
    const fn = vi.fn();
    const debounced = debounce(fn);
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(DEBOUNCE_MS * 2);
    expect(fn).not.toHaveBeenCalled();
  });
});
