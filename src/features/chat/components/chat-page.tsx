// /chatInteract and /chatTravel: one assistant page. Its screen loads with it, not with the
// pages that offer "Ask about this" (they import this feature for that button only).
import { lazy, Suspense, useState } from 'react';
import { LoadingState } from '@/components/ui/loading-state';
import { loadedChatScreen, loadChatScreen } from '../lib/load-chat-screen';
import type { ChatPageProps } from './chat-screen';

const ChatScreen = lazy(loadChatScreen);

/**
 * The screen writes the session it opened into the address (/chatInteract); a session named
 * there by someone else (a host's new link) opens afresh.
 */
export function ChatPage(props: ChatPageProps) {
  const [opened, setOpened] = useState({ key: 0, sessionId: props.sessionId });
  const [current, setCurrent] = useState(props.sessionId);
  if (props.sessionId && props.sessionId !== current && props.sessionId !== opened.sessionId) {
    setOpened({ key: opened.key + 1, sessionId: props.sessionId });
    setCurrent(props.sessionId);
  }
  // Loaded before the first render (the route's loader, over the server's first screen): drawn
  // at once, without the loading state that would replace the server's greeting.
  const [Screen] = useState(() => loadedChatScreen() ?? ChatScreen);
  return (
    <Suspense fallback={<LoadingState />}>
      <Screen key={opened.key} {...props} opened={opened.sessionId} onSession={setCurrent} />
    </Suspense>
  );
}
