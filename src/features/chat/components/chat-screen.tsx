// The assistant's screen (loaded when it opens; chat-page.tsx is its door). The interact variant
// follows the host given by clientType; the travel variant is the plain app's (clientType 0)
// with deep thinking and voice input, in the user's language. Both keep their session (a reload
// and a return find the conversation) and the conversation's context ("Ask about this").
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { serverFirstScreenShown } from '@/lib/server-first-screen';
import { showToast } from '@/lib/toasts';
import { langAtom, onlineAtom, useAtomValue } from '@/lib/store';
import { listenForInteractMsg, openExternalLink } from '../bridge/wrapper-bridge';
import { useChat } from '../hooks/use-chat';
import { useChatAddress, type ChatAddress } from '../hooks/use-chat-address';
import { useChatConfig } from '../hooks/use-chat-config';
import { useChatContext } from '../hooks/use-chat-context';
import { useContextDetails } from '../hooks/use-context-details';
import { clientFeatures, type ClientType } from '../lib/client-type';
import { anyPending } from '../lib/pending-hint';
import { contextOf } from '../state/chat-context';
import { keepSession, readKeptSession, type ChatVariant } from '../state/kept-session';
import { ChatInput } from './chat-input';
import { ChatToolbar } from './chat-toolbar';
import { ContextBar } from './context-bar';
import { Conversation } from './conversation';
import { VoiceButton } from './voice-button';
import './chat.css';

// Loaded only offline: it brings the assistant that answers from the downloaded places (0062).
// Out of the worker's cache (the app not installed yet, so nothing is downloaded either), the
// plain note stands in and says what the assistant needs.
const OfflineBanner = lazy(() => import('../offline/offline-banner').catch(() => ({ default: OfflineNote })));

function OfflineNote() {
  return (
    <p className="chat-offline" role="status">
      <Trans>You are offline. The assistant needs the network, or a place downloaded beforehand.</Trans>
    </p>
  );
}

export interface ChatPageProps extends ChatAddress {
  variant: ChatVariant;
  clientType: ClientType;
}

export interface ChatScreenProps extends ChatPageProps {
  /** The session named by the address when the screen opened. */
  opened: string | undefined;
  onSession: (id: string) => void;
}

export default function ChatScreen({ variant, clientType, opened, onSession, ...address }: ChatScreenProps) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const online = useAtomValue(onlineAtom);
  const travel = variant === 'travel';
  const features = clientFeatures(clientType);
  const [deepThinking, setDeepThinking] = useState(false);
  const config = useChatConfig(lang);
  const [initialSession] = useState(() => opened ?? readKeptSession(variant));
  // A first visit has no history to wait for; over the server's greeting (0068) the greeting
  // stays. Either way the history (and its loading line) comes in below the suggestions.
  const [greetAtOnce] = useState(() => initialSession === undefined || serverFirstScreenShown());
  const topic = useChatContext(initialSession, contextOf(address.placeId, address.pointId));
  const { details, missing } = useContextDetails(topic.context, lang);
  // A point's place is its own, whatever the address said (the server refuses a mismatch).
  const placeId = details?.placeId ?? topic.context?.placeId ?? null;
  const pointId = topic.context?.pointId ?? null;
  const context = useMemo(() => (placeId || pointId ? { placeId, pointId } : null), [placeId, pointId]);
  const chat = useChat({
    clientType,
    sessionId: initialSession,
    lang,
    deepThinking: travel && deepThinking,
    context,
    onEmptyQuestion: () => showToast('error', t`Input must not be empty`),
  });
  const { send, sessionId } = chat;
  // The session in use is the one to find again (created here, replaced, or named by a host).
  useEffect(() => {
    if (!sessionId) return;
    keepSession(variant, sessionId);
    onSession(sessionId);
  }, [variant, sessionId, onSession]);
  useChatAddress(variant, address, sessionId, context);
  // A stop or place that does not exist (a bad link): the assistant answers without it.
  const { clear } = topic;
  useEffect(() => {
    if (!missing) return;
    clear();
    showToast('error', t`This stop or place could not be found: the assistant answers without it.`);
  }, [missing, clear, t]);

  useEffect(() => listenForInteractMsg((content) => void send(content)), [send]);
  // Questions answered offline and not sent yet go to the server when the connection allows (0062).
  useEffect(() => {
    if (anyPending())
      void import('../state/offline-outbox').then((outbox) => outbox.startOfflineExchangeSync()).catch(() => undefined);
  }, []);
  const onLink = useCallback((href: string) => openExternalLink(clientType, href), [clientType]);
  const asked = new Set(chat.items.filter((item) => item.role === 'user').map((item) => item.content));
  const suggestions = details?.suggestions;
  const showContext = topic.context !== null && !missing;

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
        waitForHistory={!greetAtOnce}
        settled={config.settled}
        greeting={
          suggestions?.greeting ??
          config.greeting ??
          t`Hello! I am your AI travel assistant. Ask me about scenic areas, museums, routes and travel tips.`
        }
        suggestions={showContext ? (suggestions?.questions ?? []) : config.suggestions}
        clientType={clientType}
        copyShare={features.copyShare}
        lang={lang}
        busy={chat.streaming}
        onAsk={(text) => void send(text)}
        onRegenerate={chat.regenerate}
        onLink={onLink}
      />
      {online ? null : (
        <Suspense fallback={<OfflineNote />}>
          <OfflineBanner />
        </Suspense>
      )}
      {showContext ? (
        <ContextBar
          details={details}
          questions={chat.items.length > 0 ? (suggestions?.questions ?? []).filter((q) => !asked.has(q)) : []}
          busy={chat.streaming}
          onAsk={(text) => void send(text)}
          onClear={topic.clear}
        />
      ) : null}
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
