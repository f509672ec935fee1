// The conversation of one session: history on open (loading, then loaded), sending, the
// answer in flight (resumable), stop, regenerate and clear, and the typing status posted
// to the host. Failures of history, session creation and record deletion are silent.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatQuery } from '../../../lib/contract/chat';
import type { Locale } from '../../../lib/contract/locales';
import { createSession, fetchRecords, removeLastRecord } from '../api/chat-calls';
import { postToWrapper } from '../bridge/wrapper-bridge';
import type { ClientType } from '../lib/client-type';
import { checkQuestion } from '../lib/input-rules';
import { finishedAnswer, WAITING, type AnswerState } from '../state/answer-machine';
import { runAnswer, type AnswerRunner } from '../state/answer-runner';
import { itemsFromRecords, withInFlight, type ChatItem } from '../state/chat-items';
import { clearInFlight, readInFlight } from '../state/resume-store';

export interface UseChatOptions {
  clientType: ClientType;
  sessionId: string | undefined;
  lang: Locale;
  deepThinking: boolean;
  onSessionCreated?: (id: string) => void;
  onEmptyQuestion: () => void;
}

let localIds = 0;
const localId = (prefix: string) => `${prefix}-${Date.now()}-${localIds++}`;

export function useChat(options: UseChatOptions) {
  const { clientType, lang, deepThinking } = options;
  const [sessionId, setSessionId] = useState(options.sessionId);
  // The session whose history is on screen; null: no session could be had (offline).
  const [loadedSession, setLoadedSession] = useState<string | null | undefined>(undefined);
  const [items, setItems] = useState<ChatItem[]>([]);
  const [streaming, setStreaming] = useState(false);
  const runner = useRef<AnswerRunner | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const newSession = useCallback(async () => {
    try {
      const id = await createSession();
      latest.current.onSessionCreated?.(id);
      setSessionId(id);
      return id;
    } catch {
      return null;
    }
  }, []);

  const setAnswer = useCallback((itemId: string, answer: AnswerState) => {
    setItems((list) => list.map((item) => (item.id === itemId ? { ...item, answer } : item)));
  }, []);

  const start = useCallback(
    (itemId: string, query: ChatQuery, initial: AnswerState) => {
      runner.current?.detach();
      setStreaming(true);
      postToWrapper(clientType, { type: 'typingStatus', typing: true });
      runner.current = runAnswer({
        query,
        initial,
        onChange: (state) => setAnswer(itemId, state),
        onSettled: () => {
          runner.current = null;
          setStreaming(false);
          postToWrapper(clientType, { type: 'typingStatus', typing: false });
        },
        loadFinished: async (answerId) => {
          const records = await fetchRecords(query.sessionId);
          const record = records.find((r) => r.id === answerId);
          return record && record.status !== 'streaming' ? finishedAnswer(record.content, record.reasoning ?? '') : null;
        },
      });
    },
    [clientType, setAnswer],
  );

  // No session in the address: a new one (silent on failure: the first question tries again).
  useEffect(() => {
    if (sessionId) return;
    let live = true;
    createSession().then(
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
    fetchRecords(sessionId)
      .then(itemsFromRecords, () => [] as ChatItem[])
      .then((loaded) => {
        if (!live) return;
        const inFlight = readInFlight(sessionId);
        setLoadedSession(sessionId);
        if (!inFlight) return setItems(loaded);
        const restored = withInFlight(loaded, inFlight);
        setItems(restored.items);
        start(restored.itemId, inFlight.query, restored.items.find((i) => i.id === restored.itemId)!.answer!);
      });
    return () => {
      live = false;
    };
  }, [sessionId, start]);

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
      if (runner.current) return false;
      const session = sessionId ?? (await newSession());
      if (!session) return false;
      const answerId = localId('answer');
      setItems((list) => [
        ...list,
        { id: localId('question'), role: 'user', content: checked.content },
        { id: answerId, role: 'assistant', content: '', answer: WAITING },
      ]);
      start(answerId, { content: checked.content, sessionId: session, lang, deepThinking: deepThinking ? '1' : '0' }, WAITING);
      return true;
    },
    [sessionId, newSession, start, lang, deepThinking],
  );

  const stop = useCallback(() => {
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
    const query: ChatQuery = { content: question.content, sessionId, lang, deepThinking: deepThinking ? '1' : '0', regenerate: '1' };
    setAnswer(last.id, WAITING);
    start(last.id, query, WAITING);
  }, [items, sessionId, lang, deepThinking, setAnswer, start]);

  const clear = useCallback(async () => {
    runner.current?.detach();
    runner.current = null;
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
