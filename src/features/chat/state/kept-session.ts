// The session each assistant page opens when its address names none, kept on the device so
// that a reload and a return to the page find the conversation: /chatTravel never names one,
// and /chatInteract names one only when its host gave one (then the page writes the session it
// opened into its address too).
export type ChatVariant = 'interact' | 'travel';

const KEYS: Record<ChatVariant, string> = {
  travel: 'chat.travel.sessionId',
  interact: 'chat.interact.sessionId',
};

export function readKeptSession(variant: ChatVariant): string | undefined {
  try {
    return localStorage.getItem(KEYS[variant]) ?? undefined;
  } catch {
    return undefined;
  }
}

export function keepSession(variant: ChatVariant, id: string): void {
  try {
    localStorage.setItem(KEYS[variant], id);
  } catch {
    // a new session next time, no harm
  }
}
