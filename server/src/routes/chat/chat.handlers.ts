// Handlers of the assistant's routes. Everything refused before the stream opens is a JSON
// answer in the envelope; once the stream is open, failures are 'error' events.
import type { Context } from 'hono';
import { CHAT_LIMITS } from '@contract/chat';
import type { ChatService } from '../../chat/chat-service';
import type { QuestionLimiter } from '../../chat/rate-limit';
import { createSession, getChatConfig } from '../../db/queries/chat';
import { ERROR_CODES } from '../../lib/error-codes';
import { clientAddress } from '../../lib/client-address';
import { ApiError, fail, notFoundError, ok } from '../../lib/respond';
import type { AppBindings, AppRouteHandler } from '../../lib/types';
import type * as routes from './chat.routes';
import { parseEventId, streamAnswer, streamStoredEnd } from './sse';

const badContent = (message: string) =>
  new ApiError(400, ERROR_CODES.validation, `Invalid query parameter 'content': ${message}`);
// Another member's session answers as if it did not exist (CHT0000404, the assistant's 'not found').
const sessionNotFound = (id: string) =>
  new ApiError(404, ERROR_CODES.chatAnswerNotFound, `Session '${id}' was not found`);

/** The member of the bearer token (optionalMember ran first); null: anonymous. */
const memberOf = (c: Context<AppBindings>) => c.var.member?.memberId ?? null;

/** A 429 when the address or the member has asked too much (limited per both); null: go on. */
async function refuseOverLimit(c: Context, limiter: QuestionLimiter | null, memberId: string | null, what: string) {
  if (!limiter) return null;
  const decision = await limiter.take([`ip:${clientAddress(c)}`, ...(memberId ? [`member:${memberId}`] : [])]);
  if (decision.allowed) return null;
  c.header('Retry-After', String(decision.retryAfterSec));
  c.header('Cache-Control', 'no-store');
  return c.json(fail(ERROR_CODES.chatRateLimited, `Too many ${what}; try again in ${decision.retryAfterSec} s`), 429);
}

export function chatHandlers(chat: ChatService) {
  const heartbeatMs = chat.options.heartbeatMs;

  const interact: AppRouteHandler<typeof routes.interact> = async (c) => {
    const query = c.req.valid('query');
    const header = c.req.valid('header')['last-event-id'];
    const resumeFrom = parseEventId(header ?? query.lastEventId);
    if ((header ?? query.lastEventId) && !resumeFrom) {
      throw new ApiError(400, ERROR_CODES.validation, "Invalid Last-Event-ID: expected '<answerId>:<seq>'");
    }
    const answerId = query.answerId ?? resumeFrom?.answerId;
    const memberId = memberOf(c);
    if (answerId) {
      if (!(await chat.mayUse(query.sessionId, memberId))) throw sessionNotFound(query.sessionId);
      // Resume: replay after the last event seen, then follow live (written here or elsewhere).
      const target = await chat.resume(answerId, query.sessionId);
      if ('feed' in target) return streamAnswer(c, target.feed, resumeFrom?.seq ?? 0, heartbeatMs);
      if ('missing' in target) {
        throw new ApiError(404, ERROR_CODES.chatAnswerNotFound, `Answer '${answerId}' was not found in this session`);
      }
      if (target.stored.status === 'error') {
        return streamStoredEnd(c, answerId, 'error', {
          sessionId: query.sessionId,
          code: ERROR_CODES.chatUpstream,
          message: 'The answer was cut',
        });
      }
      const status = target.stored.status === 'complete' ? 'complete' : 'stopped';
      return streamStoredEnd(c, answerId, 'end', { sessionId: query.sessionId, answerId, status });
    }

    // A few new questions a turn of the event loop, so the answers streaming keep theirs.
    await chat.pacer.turn();
    const regenerate = query.regenerate === '1';
    const content = query.content?.trim() ?? '';
    if (!regenerate) {
      if (content === '') throw badContent('must not be empty');
      if (content.length > CHAT_LIMITS.questionChars)
        throw badContent(`must be at most ${CHAT_LIMITS.questionChars} characters`);
    }
    // Limited per address and per member of the token (an openId in the query names nobody).
    const limited = await refuseOverLimit(c, chat.limiter, memberId, 'questions');
    if (limited) return limited;
    if (!(await chat.mayUse(query.sessionId, memberId, true))) throw sessionNotFound(query.sessionId);
    // A point asked about ("Ask about this") names its place; a place given too must be that one.
    let placeId = query.placeId;
    if (query.pointId) {
      const ofPoint = await chat.placeOfPoint(query.pointId);
      if (!ofPoint || (placeId && placeId !== ofPoint)) throw notFoundError('Point', query.pointId);
      placeId = ofPoint;
    }
    const place = placeId ? await chat.loadPlace(placeId) : null;
    if (placeId && !place) throw notFoundError('Place', placeId);
    const result = await chat.ask({
      sessionId: query.sessionId,
      memberId,
      content,
      regenerate,
      lang: query.lang,
      deepThinking: query.deepThinking === '1',
      place,
      pointId: query.pointId ?? null,
    });
    if ('busy' in result)
      throw new ApiError(409, ERROR_CODES.chatSessionBusy, 'An answer is still being written in this session');
    if ('missingQuestion' in result) throw badContent('regenerate needs an earlier question in the session');
    return streamAnswer(c, result.answer, 0, heartbeatMs);
  };

  /** The session of the body, once the caller may use it. */
  async function sessionOf(c: Context<AppBindings>, sessionId: string): Promise<string> {
    if (!(await chat.mayUse(sessionId, memberOf(c)))) throw sessionNotFound(sessionId);
    return sessionId;
  }

  const interactStop: AppRouteHandler<typeof routes.interactStop> = async (c) => {
    const sessionId = await sessionOf(c, c.req.valid('json').sessionId);
    return c.json(ok({ stopped: await chat.stop(sessionId) }), 200);
  };

  const listRecords: AppRouteHandler<typeof routes.listRecords> = async (c) => {
    const sessionId = await sessionOf(c, c.req.valid('json').sessionId);
    return c.json(ok(await chat.records(sessionId)), 200);
  };

  const configDetail: AppRouteHandler<typeof routes.configDetail> = async (c) => {
    const { configKey, lang } = c.req.valid('json');
    const value = await getChatConfig(c.var.db, configKey, lang ?? c.req.valid('query').lang);
    return c.json(ok({ configKey, configValue: value ?? [] }), 200);
  };

  const removeRecords: AppRouteHandler<typeof routes.removeRecords> = async (c) => {
    const sessionId = await sessionOf(c, c.req.valid('json').sessionId);
    return c.json(ok({ removed: await chat.removeLast(sessionId) }), 200);
  };

  const addSession: AppRouteHandler<typeof routes.addSession> = async (c) => {
    // A member's new session is theirs; without a token it is anonymous (a body openId names nobody).
    const memberId = memberOf(c);
    const id = await createSession(c.var.db, memberId);
    chat.sessionCreated(id, memberId);
    return c.json(ok({ id }), 200);
  };

  const interactOffline: AppRouteHandler<typeof routes.interactOffline> = async (c) => {
    const exchange = c.req.valid('json');
    const memberId = memberOf(c);
    const limited = await refuseOverLimit(c, chat.offlineLimiter, memberId, 'offline exchanges');
    if (limited) return limited;
    // As a question asked online: a member's session is theirs alone; a member takes over an anonymous one.
    if (!(await chat.mayUse(exchange.sessionId, memberId, true))) throw sessionNotFound(exchange.sessionId);
    return c.json(ok({ recorded: await chat.recordOffline(exchange, memberId) }), 200);
  };

  return { interact, interactStop, listRecords, configDetail, removeRecords, addSession, interactOffline };
}
