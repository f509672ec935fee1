// The assistant's screen as its own chunk: the chat page loads it, and "Ask about this" starts
// loading it as soon as it is pressed. Once loaded, the page can draw it without suspending.
import type ChatScreen from '../components/chat-screen';

let loaded: { default: typeof ChatScreen } | null = null;

export const loadChatScreen = () =>
  import('../components/chat-screen').then((module) => {
    loaded = module;
    return module;
  });

/** The screen, if its chunk is in (then no Suspense fallback is drawn). */
export const loadedChatScreen = () => loaded?.default ?? null;
