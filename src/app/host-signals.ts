// What this visit tells about its host, read where the app runs (see host.ts for the rule).
import { currentTerminal, isMiniProgramTerminal } from '@/lib/terminal';
import { readSession, SESSION_KEYS } from '@/lib/storage-keys';
import type { HostSignals } from './host';

export function readHostSignals(): HostSignals {
  return {
    miniProgramTerminal: isMiniProgramTerminal(currentTerminal()),
    clientType: readSession(SESSION_KEYS.clientType),
    nativeWrapper: typeof window !== 'undefined' && 'ReactNativeWebView' in window,
  };
}
