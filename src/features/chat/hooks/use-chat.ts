// The conversation of one session: history on open (loading, then loaded), sending, the
// answer in flight (resumable), stop, regenerate and clear, and the typing status posted
// to the host. Failures of history, session creation and record deletion are silent; the
// history seen online is kept on the device and shown offline.
// A question asked before its session's history is on screen waits for it (the history
// would otherwise replace the list under it), then goes out. A session the server says is
// not this visitor's (another member's: 404) is replaced by a new one.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatQuery } from '@contract/chat';
import type { Locale } from '@contract/locales';
import { createSession, fetchRecords, removeLastRecord } from '../api/chat-calls';
import { keepHistory, loadHistory } from '../api/load-history';
import { postToWrapper } from '../bridge/wrapper-bridge';
import type { ClientType } from '../lib/client-type';
import { checkQuestion } from '../lib/input-rules';
import { randomId } from '../lib/random-id';
import { finishedAnswer, WAITING, type AnswerState } from '../state/answer-machine';
import { runAnswer, type AnswerRunner } from '../state/answer-runner';
import { contextQuery, type ChatContext } from '../state/chat-context';
import { itemsFromRecords, withInFlight, type ChatItem } from '../state/chat-items';
import { clearInFlight, readInFlight } from '../state/resume-store';

export interface UseChatOptions {
  clientType: ClientType;
  sessionId: string | undefined;
  lang: Locale;
  deepThinking: boolean;
  /** What the questions are about ("Ask about this"): sent with each one. */
  context: ChatContext | null;
  onSessionCreated?: (id: string) => void;
  onEmptyQuestion: () => void;
}

/** A question on screen whose answer waits for the history (or for an answer resumed with it). */
interface WaitingQuestion {
  questionId: string;
  answerId: string;
  query: ChatQuery;
}

let localIds = 0;
const localId = (prefix: string) => `${prefix}-${Date.now()}-${localIds++}`;

export function useChat(options: UseChatOptions) {
  const { clientType, lang, deepThinking, context } = options;
  const [sessionId, setSessionId] = useState(options.sessionId);
  // The session whose history is on screen; null: no session could be had (offline).
  const [loadedSession, setLoadedSession] = useState<string | null | undefined>(undefined);
  const [items, setItems] = useState<ChatItem[]>([]);
  const [streaming, setStreaming] = useState(false);
  const runner = useRef<AnswerRunner | null>(null);
  const waiting = useRef<WaitingQuestion | null>(null);
  // The session whose history has been put on screen (a ref: send reads it after an await).
  const historyShown = useRef<string | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const newSession = useCallback(async () => {
    let id: string;
    try {
      id = await createSession();
    } catch {
      // Offline: an id of our own, so the question can be answered from the downloaded places
      // (the server takes an unknown id as a new session when the answer is sent: 0062).
      if (navigator.onLine) return null;
      id = randomId();
    }
    latest.current.onSessionCreated?.(id);
    setSessionId(id);
    return id;
  }, []);

  const setAnswer = useCallback((itemId: string, answer: AnswerState) => {
    setItems((list) => list.map((item) => (item.id === itemId ? { ...item, answer } : item)));
  }, []);

  // The waiting question, once its history is shown and no answer runs (then it is taken).
  const takeWaiting = useCallback(() => {
    const next = waiting.current;
    if (!next || runner.current || historyShown.current !== next.query.sessionId) return null;
    waiting.current = null;
    return next;
  }, []);

  const start = useCallback(
    function startAnswer(itemId: string, query: ChatQuery, initial: AnswerState) {
      runner.current?.detach();
      setStreaming(true);
      postToWrapper(clientType, { type: 'typingStatus', status: 'loading' });
      runner.current = runAnswer({
        query,
        initial,
        onChange: (state) => setAnswer(itemId, state),
        onSettled: (settled) => {
          runner.current = null;
          setStreaming(false);
          postToWrapper(clientType, { type: 'typingStatus', status: settled.phase === 'error' ? 'error' : 'success' });
          keepHistory(query.sessionId);
          const next = takeWaiting();
          if (next) startAnswer(next.answerId, next.query, WAITING);
        },
        loadFinished: async (answerId) => {
          const records = await fetchRecords(query.sessionId);
          const record = records.find((r) => r.id === answerId);
          return record && record.status !== 'streaming'
            ? { ...finishedAnswer(record.content, record.reasoning ?? ''), stopped: record.status === 'stopped' }
            : null;
        },
      });
    },
    [clientType, setAnswer, takeWaiting],
  );

  const startWaiting = useCallback(() => {
    const next = takeWaiting();
    if (next) start(next.answerId, next.query, WAITING);
  }, [start, takeWaiting]);

  // No session in the address: a new one (silent on failure: the first question tries again).
  // A question sent while it is being made waits for it rather than making another (a host's
  // question can come as the page opens).
  const opening = useRef<Promise<string> | null>(null);
  useEffect(() => {
    if (sessionId) {
      opening.current = null;
      return;
    }
    let live = true;
    const made = createSession();
    opening.current = made;
    made.then(
      (id) => {
        if (!live) return;
        latest.current.onSessionCreated?.(id);
        setSessionId(id);
      },
      () => live && setLoadedSession(null),
    );
    return () => {
      live = false;
    };
  }, [sessionId]);

  // History on open and after a clear; an answer in flight comes back and resumes.
  useEffect(() => {
    if (!sessionId) return;
    let live = true;
    loadHistory(sessionId).then(async (records) => {
      if (!live) return;
      if (records === null) {
        // Another member's session (this visitor logged out, or is someone else): a new one,
        // and a question typed meanwhile goes there. If none can be had, the page shows empty.
        clearInFlight(sessionId);
        const id = await newSession();
        const asked = waiting.current;
        if (id && asked?.query.sessionId === sessionId)
          waiting.current = { ...asked, query: { ...asked.query, sessionId: id } };
        if (id || !live) return;
        records = [];
      }
      const loaded = itemsFromRecords(records);
      const inFlight = readInFlight(sessionId);
      historyShown.current = sessionId;
      setLoadedSession(sessionId);
      const asked = waiting.current?.query.sessionId === sessionId ? waiting.current : null;
      const keepAsked = (list: ChatItem[]) =>
        list.filter((item) => item.id === asked?.questionId || item.id === asked?.answerId);
      if (!inFlight) {
        setItems((current) => [...loaded, ...keepAsked(current)]);
      } else {
        const restored = withInFlight(loaded, inFlight);
        setItems((current) => [...restored.items, ...keepAsked(current)]);
        start(restored.itemId, inFlight.query, restored.items.find((i) => i.id === restored.itemId)!.answer!);
      }
      startWaiting();
    });
    return () => {
      live = false;
    };
  }, [sessionId, newSession, start, startWaiting]);

  // Back from the background, the lock screen or a dead network: reconnect at once.
  useEffect(() => {
    const wake = () => runner.current?.wake();
    document.addEventListener('visibilitychange', wake);
    window.addEventListener('online', wake);
    window.addEventListener('pageshow', wake);
    return () => {
      document.removeEventListener('visibilitychange', wake);
      window.removeEventListener('online', wake);
      window.removeEventListener('pageshow', wake);
      runner.current?.detach();
    };
  }, []);

  const send = useCallback(
    async (raw: string): Promise<boolean> => {
      const checked = checkQuestion(raw);
      if (!checked.ok) {
        latest.current.onEmptyQuestion();
        return false;
      }
      if (runner.current || waiting.current) return false;
      const session = sessionId ?? (await opening.current?.catch(() => null)) ?? (await newSession());
      if (!session) return false;
      const question: WaitingQuestion = {
        questionId: localId('question'),
        answerId: localId('answer'),
        query: {
          content: checked.content,
          sessionId: session,
          lang,
          deepThinking: deepThinking ? '1' : '0',
          ...contextQuery(context),
        },
      };
      setItems((list) => [
        ...list,
        { id: question.questionId, role: 'user', content: checked.content },
        { id: question.answerId, role: 'assistant', content: '', answer: WAITING },
      ]);
      waiting.current = question;
      setStreaming(true);
      startWaiting();
      return true;
    },
    [sessionId, newSession, startWaiting, lang, deepThinking, context],
  );

  const stop = useCallback(() => {
    const asked = waiting.current;
    if (asked && !runner.current) {
      // Never sent: it leaves the screen as if not asked.
      waiting.current = null;
      setItems((list) => list.filter((item) => item.id !== asked.questionId && item.id !== asked.answerId));
      setStreaming(false);
      return;
    }
    const active = runner.current;
    if (!active || !sessionId) return;
    active.stop();
    removeLastRecord(sessionId).catch(() => undefined);
  }, [sessionId]);

  const regenerate = useCallback(() => {
    if (runner.current || !sessionId) return;
    const last = items[items.length - 1];
    const question = [...items].reverse().find((item) => item.role === 'user');
    if (!last || last.role !== 'assistant' || !question) return;
    const query: ChatQuery = {
      content: question.content,
      sessionId,
      lang,
      deepThinking: deepThinking ? '1' : '0',
      ...contextQuery(context),
      regenerate: '1',
    };
    setAnswer(last.id, WAITING);
    start(last.id, query, WAITING);
  }, [items, sessionId, lang, deepThinking, context, setAnswer, start]);

  const clear = useCallback(async () => {
    runner.current?.detach();
    runner.current = null;
    waiting.current = null;
    setStreaming(false);
    if (sessionId) clearInFlight(sessionId);
    setItems([]);
    if (clientType === '1') return postToWrapper(clientType, { type: 'clearTalk' });
    await newSession();
    if (clientType === '2') postToWrapper(clientType, { type: 'clearTalk' });
  }, [clientType, sessionId, newSession]);

  const loaded = sessionId ? loadedSession === sessionId : loadedSession === null;
  const phase: 'loading' | 'loaded' = loaded ? 'loaded' : 'loading';
  return { sessionId, phase, items, streaming, send, stop, regenerate, clear };
}
