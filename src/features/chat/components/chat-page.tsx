// /chatInteract and /chatTravel: one assistant page. The interact variant follows the host
// given by clientType; the travel variant is the plain app's (clientType 0) with deep
// thinking and voice input, in the user's language.
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { showToast } from '@/lib/toasts';
import { langAtom, onlineAtom, useAtomValue } from '@/lib/store';
import { listenForInteractMsg, openExternalLink } from '../bridge/wrapper-bridge';
import { useChat } from '../hooks/use-chat';
import { useChatConfig } from '../hooks/use-chat-config';
import { clientFeatures, type ClientType } from '../lib/client-type';
import { readTravelSession, writeTravelSession } from '../state/travel-session';
import { ChatInput } from './chat-input';
import { ChatToolbar } from './chat-toolbar';
import { Conversation } from './conversation';
import { VoiceButton } from './voice-button';
import './chat.css';

interface ChatPageProps {
  variant: 'interact' | 'travel';
  clientType: ClientType;
  sessionId?: string;
}

export function ChatPage({ variant, clientType, sessionId }: ChatPageProps) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const online = useAtomValue(onlineAtom);
  const travel = variant === 'travel';
  const features = clientFeatures(clientType);
  const [deepThinking, setDeepThinking] = useState(false);
  const config = useChatConfig(lang);
  const chat = useChat({
    clientType,
    sessionId: travel ? readTravelSession() : sessionId,
    lang,
    deepThinking: travel && deepThinking,
    onSessionCreated: travel ? writeTravelSession : undefined,
    onEmptyQuestion: () => showToast('error', t`Input must not be empty`),
  });
  const { send } = chat;

  useEffect(() => listenForInteractMsg((content) => void send(content)), [send]);
  const onLink = useCallback((href: string) => openExternalLink(clientType, href), [clientType]);

  return (
    <div className={`chat-page${travel ? ' chat-page-travel' : ''}`} data-client-type={clientType}>
      <h1 className="visually-hidden">{travel ? <Trans>AI travel assistant</Trans> : <Trans>AI assistant</Trans>}</h1>
      <ChatToolbar
        backToHome={!travel && features.backToHome}
        canClear={chat.items.length > 0}
        streaming={chat.streaming}
        onClear={() => void chat.clear()}
        onStop={chat.stop}
      />
      <Conversation
        items={chat.items}
        loading={chat.phase === 'loading'}
        greeting={
          config.greeting ??
          t`Hello! I am your AI travel assistant. Ask me about scenic areas, museums, routes and travel tips.`
        }
        suggestions={config.suggestions}
        clientType={clientType}
        copyShare={features.copyShare}
        lang={lang}
        busy={chat.streaming}
        onAsk={(text) => void send(text)}
        onRegenerate={chat.regenerate}
        onLink={onLink}
      />
      {online ? null : (
        <p className="chat-offline" role="status">
          <Trans>
            You are offline: the conversation so far is shown, and the assistant answers once you are back online.
          </Trans>
        </p>
      )}
      {features.input ? (
        <div className="chat-bottom">
          {travel ? (
            <label className="chat-deep-thinking">
              <input
                type="checkbox"
                role="switch"
                checked={deepThinking}
                onChange={(event) => setDeepThinking(event.target.checked)}
              />
              <Trans>Deep thinking</Trans>
            </label>
          ) : null}
          <ChatInput
            onSend={send}
            busy={chat.streaming}
            before={travel ? <VoiceButton lang={lang} onText={(text) => void send(text)} /> : null}
          />
        </div>
      ) : null}
    </div>
  );
}
