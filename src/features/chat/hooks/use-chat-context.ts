// The conversation's context: named by the address ("Ask about this" opens the page with it),
// else as kept with the session. A new one in the address while the page is open replaces it;
// the visitor may clear it. It is kept with whichever session the page has (a new one after
// "Clear conversation" keeps it: the visitor is still at the stop).
import { useCallback, useEffect, useState } from 'react';
import { readContext, sameContext, writeContext, type ChatContext } from '../state/chat-context';

/** `sessionId`: the session the page opens with (its context is read once), then the one it has. */
export function useChatContext(sessionId: string | undefined, address: ChatContext | null) {
  const [context, setContext] = useState<ChatContext | null>(
    () => address ?? (sessionId ? readContext(sessionId) : null),
  );
  const [named, setNamed] = useState(address);
  if (!sameContext(address, named)) {
    setNamed(address);
    if (address) setContext(address);
  }
  useEffect(() => {
    if (sessionId) writeContext(sessionId, context);
  }, [sessionId, context]);
  const clear = useCallback(() => setContext(null), []);
  return { context, clear };
}
