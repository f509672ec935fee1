import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { clampInputHeight, INPUT_MIN_HEIGHT_PX, isSendKey } from '../lib/input-rules';
import { ChatIcon } from './chat-icons';

interface ChatInputProps {
  /** Resolves true when the question was taken (the box then empties). */
  onSend: (text: string) => Promise<boolean>;
  busy: boolean;
  /** Extra controls before the text box (the voice button). */
  before?: ReactNode;
}

/** The question box: grows from 48 to 130 px, Enter sends, Shift+Enter and the IME's Enter do not. */
export function ChatInput({ onSend, busy, before }: ChatInputProps) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    element.style.height = `${INPUT_MIN_HEIGHT_PX}px`;
    element.style.height = `${clampInputHeight(element.scrollHeight)}px`;
  }, [text]);

  const submit = async () => {
    if (await onSend(text)) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const native = event.nativeEvent;
    if (
      !isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: native.isComposing, keyCode: native.keyCode })
    )
      return;
    event.preventDefault();
    if (!busy) void submit();
  };

  return (
    <form
      className="chat-input"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void submit();
      }}
    >
      {before}
      <textarea
        ref={box}
        className="chat-textarea"
        value={text}
        rows={1}
        placeholder={t`Enter your request`}
        aria-label={t`Enter your request`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="chat-send" disabled={busy} aria-label={t`Send`}>
        <ChatIcon name="send" />
      </button>
    </form>
  );
}
