import { useLingui } from '@lingui/react/macro';
import { ChatIcon } from './chat-icons';

export interface AnswerActionsProps {
  showRegenerate: boolean;
  showCopyShare: boolean;
  canShare: boolean;
  canSpeak: boolean;
  speaking: boolean;
  onRegenerate: () => void;
  onCopy: () => void;
  onShare: () => void;
  onSpeak: () => void;
}

export function AnswerActions(props: AnswerActionsProps) {
  const { t } = useLingui();
  return (
    <div className="chat-answer-actions">
      {props.canSpeak ? (
        <button
          type="button"
          className="chat-action"
          onClick={props.onSpeak}
          aria-pressed={props.speaking}
          aria-label={props.speaking ? t`Stop reading aloud` : t`Read aloud`}
        >
          <ChatIcon name="speaker" />
        </button>
      ) : null}
      {props.showCopyShare ? (
        <button type="button" className="chat-action" onClick={props.onCopy} aria-label={t`Copy`}>
          <ChatIcon name="copy" />
        </button>
      ) : null}
      {props.showCopyShare && props.canShare ? (
        <button type="button" className="chat-action" onClick={props.onShare} aria-label={t`Share`}>
          <ChatIcon name="share" />
        </button>
      ) : null}
      {props.showRegenerate ? (
        <button type="button" className="chat-action" onClick={props.onRegenerate} aria-label={t`Regenerate`}>
          <ChatIcon name="regenerate" />
        </button>
      ) : null}
    </div>
  );
}
