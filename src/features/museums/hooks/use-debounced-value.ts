import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `ms` (spec point 9: default debounce 500 ms). */
export function useDebouncedValue<T>(value: T, ms = 500): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
