import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@contract/locales';
import { useVoiceInput } from '../hooks/use-voice-input';
import { ChatIcon } from './chat-icons';

/** Hold to talk; release to send; slide up to cancel. Its state is shown on the button. */
export function VoiceButton({ lang, onText }: { lang: Locale; onText: (text: string) => void }) {
  const { t } = useLingui();
  const { state, press, move, release } = useVoiceInput(lang, onText);
  if (state === 'unavailable') {
    return (
      <p className="chat-voice-unavailable" role="status">
        <Trans>Voice input is unavailable</Trans>
      </p>
    );
  }
  const label =
    state === 'listening'
      ? t`Release to send, move up to cancel`
      : state === 'cancelling'
        ? t`Release to cancel`
        : state === 'recognizing'
          ? t`Recognizing speech…`
          : t`Hold to talk`;
  return (
    <button
      type="button"
      className="chat-voice"
      data-state={state}
      aria-label={label}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture?.(event.pointerId);
        void press(event.clientY);
      }}
      onPointerMove={(event) => move(event.clientY)}
      onPointerUp={release}
      onPointerCancel={release}
      onContextMenu={(event) => event.preventDefault()}
    >
      <ChatIcon name="mic" />
      {state !== 'idle' ? (
        <span className="chat-voice-state" aria-live="polite">
          {label}
        </span>
      ) : null}
    </button>
  );
}
