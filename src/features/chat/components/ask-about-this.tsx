// "Ask about this" on a stop, an exhibit, the player, a scan result or a place: pauses the
// narration and opens the assistant with that point (or place) as the conversation's context.
// Small on purpose: the screens that render it load none of the chat with it.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { pauseNarration } from '@/lib/narration-pause';
import { loadChatScreen } from '../lib/load-chat-screen';
import { ChatIcon } from './chat-icons';
import './ask-about-this.css';

interface AskAboutThisProps {
  placeId: string;
  /** The point or exhibit; absent: the place. */
  pointId?: string;
  /** Only the icon (the mini-player); its name is then its label. */
  iconOnly?: boolean;
  /** The point's or place's name, said with the label (one of many on a list; the icon alone). */
  name?: string;
  className?: string;
}

export function AskAboutThis({ placeId, pointId, iconOnly = false, name, className }: AskAboutThisProps) {
  const { t } = useLingui();
  const label = pointId ? t`Ask about this` : t`Ask about this place`;
  const named = name ? (pointId ? t`Ask about this: ${name}` : t`Ask about this place: ${name}`) : null;
  return (
    <Link
      to="/chatTravel"
      search={{ placeId, pointId }}
      className={`ask-about-this${iconOnly ? ' ask-about-this-icon' : ''}${className ? ` ${className}` : ''}`}
      aria-label={named ?? (iconOnly ? label : undefined)}
      title={iconOnly ? label : undefined}
      onPointerDown={() => void loadChatScreen().catch(() => undefined)}
      onClick={pauseNarration}
    >
      <ChatIcon name="ask" size={iconOnly ? 22 : 20} />
      {iconOnly ? null : pointId ? <Trans>Ask about this</Trans> : <Trans>Ask about this place</Trans>}
    </Link>
  );
}
