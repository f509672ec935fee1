// The one debounce of the app (spec point 9): 500 ms by default, 1000 ms for the re-login
// that a burst of 401s / MOB2230010 answers triggers. Input that settles (a search box)
// goes through useDebouncedValue (src/hooks), which uses the same default.

/** Spec point 9: the default debounce. */
export const DEBOUNCE_MS = 500;
/** Spec point 9: the re-login debounce. */
export const RELOGIN_DEBOUNCE_MS = 1000;

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops a call that is waiting. */
  cancel(): void;
}

/** Calls `fn` once, `waitMs` after the last of a burst of calls, with that call's arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, waitMs: number = DEBOUNCE_MS): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, waitMs);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
