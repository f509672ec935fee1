// Wire contract of the AI travel assistant (spec points 3, 4, 7, 8). Paths are relative to
// the gateway (`/api`). The four 'call' endpoints go through the request wrapper with
// encryption disabled (spec point 7); the stream is Server-Sent Events.
import { PREFIX } from './envelope';
import type { Locale } from './locales';

export const CHAT_ENDPOINTS = {
  /**
   * GET, text/event-stream. Query: content (the question, 1..2000 chars after trim), sessionId,
   * lang (Locale, default cn), deepThinking ('1' | '0', default '0'), placeId (optional: the
   * place the visitor is in, for grounding), pointId (optional: the point asked about, "Ask about
   * this"; its place is the place, and a placeId naming another place is 404), regenerate ('1': answer the last question again,
   * content then optional). Resume: the same URL with the `Last-Event-ID` header (or query
   * lastEventId) and answerId: replays what followed that event, then goes on live.
   * Events (each with an `id:` line, `${answerId}:${seq}`):
   *   event 'meta'      data ChatStreamMeta (first event)
   *   event 'message'   data ChatChunk (an answer chunk; spec: {content, sessionId})
   *   event 'reasoning' data ChatChunk (deep thinking)
   *   event 'end'       data ChatEnd
   *   event 'error'     data ChatStreamError
   * and `: ping` comments every 15 s.
   */
  interact: `${PREFIX.open}/interact`,
  /**
   * POST {sessionId} -> {stopped: boolean}: stops the answer being written in the session
   * (the upstream request is aborted; what was written is stored with status 'stopped').
   * removeRecords during an answer stops it too.
   */
  interactStop: `${PREFIX.open}/interact/stop`,
  /** POST {sessionId} -> ChatRecord[] (oldest first) */
  listRecords: `${PREFIX.open}/list/records`,
  /** POST {configKey: 'interact-default' | 'question-default'} -> {configKey, configValue: string[]} */
  configDetail: `${PREFIX.open}/get-config-detail`,
  /** POST {sessionId} -> {removed: number}: deletes the session's last record (an answer, and its question if the answer was the last pair's) */
  removeRecords: `${PREFIX.open}/remove/records`,
  /** POST {} -> {id: string} (a new session id) */
  addSession: `${PREFIX.open}/add/session`,
  /** POST multipart field `audio` (webm/ogg/wav, at most 10 MB) + lang -> {text}; 503 CHT0000503 when no speech provider */
  speechToText: `${PREFIX.open}/speech/recognize`,
} as const;

export const CHAT_LIMITS = {
  questionChars: 2000,
  contextTurns: 6,
  heartbeatMs: 15_000,
} as const;

export type ChatRole = 'user' | 'assistant';

/** A history record: the same shape as a chat message (spec point 3). */
export interface ChatRecord {
  id: string;
  sessionId: string;
  role: ChatRole;
  content: string;
  /** Deep-thinking text of an answer; null for questions and plain answers. */
  reasoning: string | null;
  /** 'complete' | 'streaming' (still being written) | 'error' (cut: partial content kept) | 'stopped' */
  status: 'complete' | 'streaming' | 'error' | 'stopped';
  createdAt: number;
}

export interface ChatStreamMeta {
  sessionId: string;
  answerId: string;
  questionId: string;
}

export interface ChatChunk {
  content: string;
  sessionId: string;
}

export interface ChatEnd {
  sessionId: string;
  answerId: string;
  status: 'complete' | 'stopped';
}

export interface ChatStreamError {
  sessionId: string;
  code: string;
  message: string;
}

export interface ChatQuery {
  content: string;
  sessionId: string;
  lang?: Locale;
  deepThinking?: '0' | '1';
  placeId?: string;
  /** The point or exhibit the question is about ("Ask about this"); its place is the place. */
  pointId?: string;
  regenerate?: '0' | '1';
}

export type TypingStatus = 'loading' | 'success' | 'error';

/** Messages posted to the app wrapper / mini-program (spec point 2 and 4). */
export type WrapperMessage =
  | { type: 'clearTalk' }
  /** Spec point 4: loading while an answer streams, then success (finished or stopped) or error. */
  | { type: 'typingStatus'; status: TypingStatus }
  | { type: 'copy'; content: string }
  | { type: 'share'; content: string };
