import { Trans } from '@lingui/react/macro';

/** Deep thinking: the model's reasoning, streamed above the answer, open while it streams. */
export function ReasoningBlock({ text, thinking }: { text: string; thinking: boolean }) {
  return (
    <details className="chat-reasoning" open={thinking || undefined}>
      <summary>{thinking ? <Trans>Thinking…</Trans> : <Trans>Thought process</Trans>}</summary>
      <p className="chat-reasoning-text">{text}</p>
    </details>
  );
}
