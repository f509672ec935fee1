import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { backToMiniProgramHome } from '../bridge/wrapper-bridge';
import { ChatIcon } from './chat-icons';

interface ChatToolbarProps {
  backToHome: boolean;
  canClear: boolean;
  streaming: boolean;
  onClear: () => void;
  onStop: () => void;
}

/** The back icon (mini-program), stop while streaming, and '清空对话' when there are messages. */
export function ChatToolbar({ backToHome, canClear, streaming, onClear, onStop }: ChatToolbarProps) {
  const { t } = useLingui();
  const router = useRouter();
  // In a mini-program the host's home tab; in a plain browser tab (no host to switch to) the
  // way back of every other screen: the previous screen, else the assistant's tab.
  const back = async () => {
    if (await backToMiniProgramHome()) return;
    const state = router.history.location.state as { __TSR_index?: number };
    if ((state.__TSR_index ?? 0) > 0) router.history.back();
    else void router.navigate({ to: '/chatTravel', replace: true });
  };
  if (!backToHome && !canClear && !streaming) return null;
  return (
    <div className="chat-toolbar">
      {backToHome ? (
        <button type="button" className="chat-tool chat-back" onClick={() => void back()} aria-label={t`Back to home`}>
          <ChatIcon name="back" />
        </button>
      ) : null}
      <span className="chat-toolbar-gap" />
      {streaming ? (
        <button type="button" className="chat-tool chat-stop" onClick={onStop}>
          <ChatIcon name="stop" size={16} />
          <Trans>Stop generating</Trans>
        </button>
      ) : null}
      {canClear ? (
        <button type="button" className="chat-tool chat-clear" onClick={onClear}>
          <ChatIcon name="trash" size={16} />
          <Trans>Clear conversation</Trans>
        </button>
      ) : null}
    </div>
  );
}
