import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { Locale } from '@contract/locales';
import { useAnswerActions } from '../hooks/use-answer-actions';
import { useAutoScroll } from '../hooks/use-auto-scroll';
import { canReadAloud, useReadAloud } from '../hooks/use-read-aloud';
import type { ClientType } from '../lib/client-type';
import { finishedAnswer } from '../state/answer-machine';
import type { ChatItem } from '../state/chat-items';
import { AnswerBubble } from './answer-bubble';
import { QuestionBubble } from './question-bubble';
import { TopImage } from './top-image';

/** How long the greeting waits for the history (drawn together, nothing moves) before it shows. */
const HISTORY_WAIT_MS = 1500;

interface ConversationProps {
  items: ChatItem[];
  loading: boolean;
  /** The greeting waits for the history (up to HISTORY_WAIT_MS) before it shows. */
  waitForHistory: boolean;
  /** The greeting and suggestions are known (use-chat-config.ts). */
  settled: boolean;
  greeting: string;
  suggestions: string[];
  clientType: ClientType;
  copyShare: boolean;
  lang: Locale;
  busy: boolean;
  onAsk: (text: string) => void;
  onRegenerate: () => void;
  onLink: (href: string) => void;
}

/**
 * The top image, the greeting and suggestions, then questions and answers in turn. Until the
 * greeting, the suggestions and the history are in, one loading line: drawn as each arrived,
 * they pushed what was already there down the page.
 */
export function Conversation(props: ConversationProps) {
  const { items, clientType } = props;
  const last = items[items.length - 1];
  const { container, onScroll } = useAutoScroll<HTMLDivElement>(
    `${items.length}:${last?.answer?.content.length ?? 0}:${last?.answer?.reasoning.length ?? 0}`,
    items.length,
  );
  const actions = useAnswerActions(clientType);
  const reader = useReadAloud(props.lang);
  // On a slow network the greeting does not wait for the history for ever.
  const [waitedLong, setWaitedLong] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedLong(true), HISTORY_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const drawn = (props.settled && (!props.loading || !props.waitForHistory || waitedLong)) || items.length > 0;

  if (!drawn)
    return (
      <div className="chat-scroll" ref={container} onScroll={onScroll}>
        <TopImage />
        <p className="chat-loading muted" role="status">
          <Trans>Loading data...</Trans>
        </p>
      </div>
    );

  return (
    <div className="chat-scroll" ref={container} onScroll={onScroll}>
      <TopImage />
      <AnswerBubble answer={finishedAnswer(props.greeting)} onLink={props.onLink} actions={null} />
      {props.suggestions.length > 0 ? (
        <div className="chat-suggestions">
          <p className="chat-suggestions-title">
            <Trans>You could ask</Trans>
          </p>
          {props.suggestions.map((question) => (
            <button
              key={question}
              type="button"
              className="chat-suggestion"
              disabled={props.busy}
              onClick={() => props.onAsk(question)}
            >
              {question}
            </button>
          ))}
        </div>
      ) : null}
      {props.loading ? (
        <p className="chat-loading muted" role="status">
          <Trans>Loading data...</Trans>
        </p>
      ) : null}
      <div className="chat-list" aria-live="polite" aria-relevant="additions">
        {items.map((item) =>
          item.role === 'user' || !item.answer ? (
            <QuestionBubble key={item.id} content={item.content} />
          ) : (
            <AnswerBubble
              key={item.id}
              answer={item.answer}
              onLink={props.onLink}
              actions={{
                showRegenerate: item === last && !props.busy,
                showCopyShare: props.copyShare,
                canShare: actions.canShare,
                canSpeak: canReadAloud(),
                speaking: reader.speakingId === item.id,
                onRegenerate: props.onRegenerate,
                onCopy: () => actions.copy(item.answer!.content),
                onShare: () => actions.share(item.answer!.content),
                onSpeak: () => reader.toggle(item.id, item.answer!.content),
              }}
            />
          ),
        )}
      </div>
    </div>
  );
}
