// The assistant's screen as its own chunk: the chat page loads it, and "Ask about this" starts
// loading it as soon as it is pressed.
export const loadChatScreen = () => import('../components/chat-screen');
