import { CHAT_ENDPOINTS } from '@contract/chat';
import { CHAT_OFFLINE_ENDPOINT } from '@contract/chat-offline';
import type { ChatService } from '../../chat/chat-service';
import { createRouter } from '../../lib/create-app';
import { optionalMember } from '../../middlewares/member-auth';
import { chatHandlers } from './chat.handlers';
import * as routes from './chat.routes';

export function createChatRouter(chat: ChatService) {
  const h = chatHandlers(chat);
  const router = createRouter();
  // The member of a session is the token's (issue 14): a member's session is theirs alone;
  // without a token the caller is anonymous; a bad token is refused (401), not made anonymous.
  const { interact, interactStop, listRecords, removeRecords, addSession } = CHAT_ENDPOINTS;
  for (const path of [interact, interactStop, listRecords, removeRecords, addSession, CHAT_OFFLINE_ENDPOINT])
    router.use(path, optionalMember());
  return router
    .openapi(routes.interact, h.interact)
    .openapi(routes.interactStop, h.interactStop)
    .openapi(routes.listRecords, h.listRecords)
    .openapi(routes.configDetail, h.configDetail)
    .openapi(routes.removeRecords, h.removeRecords)
    .openapi(routes.addSession, h.addSession)
    .openapi(routes.interactOffline, h.interactOffline);
}
