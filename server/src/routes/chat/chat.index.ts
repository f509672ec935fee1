import type { ChatService } from '../../../chat/chat-service';
import { createRouter } from '../../lib/create-app';
import { chatHandlers } from './chat.handlers';
import * as routes from './chat.routes';

export function createChatRouter(chat: ChatService) {
  const h = chatHandlers(chat);
  return createRouter()
    .openapi(routes.interact, h.interact)
    .openapi(routes.interactStop, h.interactStop)
    .openapi(routes.listRecords, h.listRecords)
    .openapi(routes.configDetail, h.configDetail)
    .openapi(routes.removeRecords, h.removeRecords)
    .openapi(routes.addSession, h.addSession);
}
