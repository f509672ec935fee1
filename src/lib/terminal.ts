// The visit's terminal (spec point 3): the code the address gave, kept in session storage.
// Below the features and the shell, which both ask whether a mini-program hosts the page.
import { readSession, SESSION_KEYS } from './storage-keys';

/** Terminal codes (spec point 3): the mini-programs of the messaging app, the short-video app and the pay app. */
export const TERMINAL = { wechatMini: '1', tiktok: '4', ctsPay: '6' } as const;
const MINI_PROGRAM_TERMINALS: ReadonlySet<string> = new Set(Object.values(TERMINAL));

export const isMiniProgramTerminal = (terminal: string | null | undefined): boolean =>
  terminal != null && MINI_PROGRAM_TERMINALS.has(terminal);

/** The terminal of this visit: the one the address gave (kept in session storage). */
export const currentTerminal = (): string | null =>
  readSession(SESSION_KEYS.terminal) ?? readSession(SESSION_KEYS.urlTerminal);
