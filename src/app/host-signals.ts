// What this visit tells about its host, read where the app runs (see host.ts for the rule).
import { currentMiniProgramHost } from '@/lib/mini-program-host';
import { readSession, SESSION_KEYS } from '@/lib/storage-keys';
import type { HostSignals } from './host';

export function readHostSignals(): HostSignals {
  return {
    // By the host's user agent, else the terminal code (1, 4, 6) the address gave.
    miniProgramTerminal: currentMiniProgramHost() !== null,
    clientType: readSession(SESSION_KEYS.clientType),
    nativeWrapper: typeof window !== 'undefined' && 'ReactNativeWebView' in window,
  };
}
