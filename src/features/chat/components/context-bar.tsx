// Above the input while the conversation has a context ("Ask about this"): a chip naming the
// stop (its number and name) or the place, which the visitor can clear, and, once the
// conversation has started, the questions about it not asked yet.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContextDetails } from '../hooks/use-context-details';
import { ChatIcon } from './chat-icons';
import './context-bar.css';

interface ContextBarProps {
  /** null while the names are read (or fetched). */
  details: ContextDetails | null;
  /** The questions to offer here (none: the row is not shown). */
  questions: string[];
  busy: boolean;
  onAsk: (question: string) => void;
  onClear: () => void;
}

export function ContextBar({ details, questions, busy, onAsk, onClear }: ContextBarProps) {
  const { t } = useLingui();
  const title = details?.title ?? '';
  return (
    <div className="chat-context">
      <p className="chat-context-chip">
        <span className="visually-hidden">
          <Trans>Asking about</Trans>{' '}
        </span>
        <ChatIcon name="pin" size={18} />
        {details ? (
          <span className="chat-context-label">
            {details.stopNumber ? <span className="chat-context-stop">{details.stopNumber}</span> : null}
            <span className="chat-context-title">{title}</span>
            {details.stopNumber ? <span className="chat-context-place">{details.placeName}</span> : null}
          </span>
        ) : (
          <span className="chat-context-label muted">
            <Trans>Loading data...</Trans>
          </span>
        )}
        <button
          type="button"
          className="chat-context-clear"
          onClick={onClear}
          aria-label={title ? t`Stop asking about ${title}` : t`Stop asking about this`}
        >
          <ChatIcon name="close" size={18} />
        </button>
      </p>
      {questions.length > 0 ? (
        <div className="chat-context-questions" role="group" aria-label={t`You could ask`}>
          {questions.map((question) => (
            <button
              key={question}
              type="button"
              className="chat-suggestion chat-context-question"
              disabled={busy}
              onClick={() => onAsk(question)}
            >
              {question}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
