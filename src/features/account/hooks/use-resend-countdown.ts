import { useCallback, useEffect, useState } from 'react';
import type { SmsPurpose } from '@contract/member';
import { markCodeSent, secondsUntilResend } from '../lib/resend-countdown';

/** Seconds before another code may be asked (0: now), ticking every second. */
export function useResendCountdown(purpose: SmsPurpose) {
  const [seconds, setSeconds] = useState(() => secondsUntilResend(purpose));
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds(secondsUntilResend(purpose)), 1000);
    return () => clearTimeout(timer);
  }, [seconds, purpose]);
  const started = useCallback(
    (waitSeconds?: number) => {
      markCodeSent(purpose, Date.now(), waitSeconds);
      setSeconds(secondsUntilResend(purpose));
    },
    [purpose],
  );
  return { seconds, started };
}
