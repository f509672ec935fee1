export { ChatPage } from './components/chat-page';
export { parseClientType, type ClientType } from './lib/client-type';
/** "Ask about this": opens the assistant about a point or a place, pausing the narration. */
export { AskAboutThis } from './components/ask-about-this';
