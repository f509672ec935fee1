import { useEffect, useState } from 'react';
import { debounce, DEBOUNCE_MS } from '@/lib/debounce';

/** The value once it has stopped changing for `ms` (spec point 9: default debounce 500 ms). */
export function useDebouncedValue<T>(value: T, ms: number = DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const settle = debounce(setSettled, ms);
    settle(value);
    return settle.cancel;
  }, [value, ms]);
  return settled;
}
