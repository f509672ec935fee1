import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadThen } from './after-first-screen';

type Module = { answer: number };
const lost = (): Promise<Module> => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('lazy work whose code may not come', () => {
  // The window's 'online' event, in Node.
  beforeEach(() => {
    const window = new EventTarget();
    vi.stubGlobal('addEventListener', window.addEventListener.bind(window));
    vi.stubGlobal('dispatchEvent', window.dispatchEvent.bind(window));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('runs the work with the module that loaded', async () => {
    const use = vi.fn();
    await loadThen(() => Promise.resolve({ answer: 42 }), use);
    expect(use).toHaveBeenCalledWith({ answer: 42 });
  });

  it('waits for the connection after a failed load, then loads once more and runs the work', async () => {
    const load = vi.fn(lost).mockImplementationOnce(lost).mockResolvedValueOnce({ answer: 7 });
    const use = vi.fn();
    const done = loadThen(load, use);
    await Promise.resolve();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    expect(use).not.toHaveBeenCalled();
    globalThis.dispatchEvent(new Event('online'));
    await done;
    expect(load).toHaveBeenCalledTimes(2);
    expect(use).toHaveBeenCalledWith({ answer: 7 });
  });

  it('settles without an error when the second load fails too, and tries no more', async () => {
    const load = vi.fn(lost);
    const use = vi.fn();
    const done = loadThen(load, use);
    await Promise.resolve();
    await Promise.resolve();
    globalThis.dispatchEvent(new Event('online'));
    await expect(done).resolves.toBeUndefined();
    globalThis.dispatchEvent(new Event('online'));
    expect(load).toHaveBeenCalledTimes(2);
    expect(use).not.toHaveBeenCalled();
  });
});
