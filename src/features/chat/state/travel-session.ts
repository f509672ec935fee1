// /chatTravel has no sessionId in its address: its session is kept on the device so the
// conversation is there again next time.
const KEY = 'chat.travel.sessionId';

export function readTravelSession(): string | undefined {
  try {
    return localStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeTravelSession(id: string): void {
  try {
    localStorage.setItem(KEY, id);
  } catch {
    // a new session next time, no harm
  }
}
