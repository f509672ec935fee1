export { ChatPage } from './components/chat-page';
export { parseClientType, type ClientType } from './lib/client-type';
