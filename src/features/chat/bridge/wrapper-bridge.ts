// Messages between the chat page and its host (spec points 2 and 4), by clientType:
//  '1' app wrapper: the React Native WebView interface (window.ReactNativeWebView.postMessage,
//      JSON text) when present, else window.parent.postMessage (an iframe host);
//  '2' mini-program: the host's bridge (src/lib/mini-program-host.ts) postMessage({data}) when
//      the page runs in a host, else nothing
//      (the spec: posting does nothing for type 2 outside the SDK);
//  '0' plain web: no host, nothing is posted.
// Incoming: {type: 'interactMsg', content} by window (iframe host, wrapper's injected
// postMessage) or document (React Native on Android) 'message' events, from the page itself
// (or the native bridge, which has no source window), or from a parent whose origin the
// site policy trusts. Outgoing messages to an iframe host go to that origin only, never '*':
// a page of another origin that frames us learns nothing and can ask nothing (the server's
// frame-ancestors keeps it from framing us at all; this holds where that header is lost).
import type { WrapperMessage } from '@contract/chat';
import { currentMiniProgramHost, miniProgramBridge, readyMiniProgramBridge } from '@/lib/mini-program-host';
import { isTrustedWrapperOrigin } from '@/lib/site-policy';
import type { ClientType } from '../lib/client-type';

interface HostGlobals {
  ReactNativeWebView?: { postMessage: (text: string) => void };
}

const host = () => window as unknown as HostGlobals;

export const MINI_PROGRAM_HOME = '/pages/index/index';
export const MINI_PROGRAM_WEBVIEW = '/pages/webview/index';

/** The framing page's origin, when the browser tells it and the site policy trusts it. */
function trustedParentOrigin(): string | null {
  if (window.parent === window) return null;
  const ancestor = location.ancestorOrigins?.[0];
  let origin = ancestor ?? null;
  if (!origin && document.referrer) {
    try {
      origin = new URL(document.referrer).origin;
    } catch {
      origin = null;
    }
  }
  return origin && isTrustedWrapperOrigin(origin) ? origin : null;
}

export function postToWrapper(clientType: ClientType, message: WrapperMessage): void {
  try {
    if (clientType === '1') {
      const native = host().ReactNativeWebView;
      const parentOrigin = native ? null : trustedParentOrigin();
      if (native) native.postMessage(JSON.stringify(message));
      else if (parentOrigin) window.parent.postMessage(message, parentOrigin);
    } else if (clientType === '2') {
      void miniProgramBridge().then((bridge) => bridge?.postMessage({ data: message }));
    }
  } catch {
    // A host that went away must not break the page.
  }
}

/** The mini-program's home tab (the back icon for clientType 2); false when no host is there. */
export async function backToMiniProgramHome(): Promise<boolean> {
  const bridge = await miniProgramBridge();
  bridge?.switchTab({ url: MINI_PROGRAM_HOME });
  return bridge !== null;
}

function readInteractMsg(data: unknown): string | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const { type, content } = value as { type?: unknown; content?: unknown };
  return type === 'interactMsg' && typeof content === 'string' ? content : null;
}

// One listener from the moment this module loads: a host posts as soon as it sees the page,
// which can be before the chat screen subscribed (its effect runs after the first paint, later
// on a busy phone). What comes with no subscriber waits for the next one, in order.
const waitingQuestions: string[] = [];
let subscriber: ((content: string) => void) | null = null;

function receive(event: Event): void {
  const message = event as MessageEvent;
  const fromPage = message.source === null || (message.source === window && message.origin === location.origin);
  const fromHost =
    message.source === window.parent && window.parent !== window && isTrustedWrapperOrigin(message.origin);
  if (!fromPage && !fromHost) return;
  const content = readInteractMsg(message.data);
  if (content === null) return;
  if (subscriber) subscriber(content);
  else waitingQuestions.push(content);
}

if (typeof window !== 'undefined') {
  window.addEventListener('message', receive);
  document.addEventListener('message', receive);
}

/** Calls `onQuestion` with the content of each interactMsg (first those that came before); returns the unsubscribe. */
export function listenForInteractMsg(onQuestion: (content: string) => void): () => void {
  subscriber = onQuestion;
  for (const content of waitingQuestions.splice(0)) onQuestion(content);
  return () => {
    if (subscriber === onQuestion) subscriber = null;
  };
}

/**
 * External links (spec: login redirects and links): in the mini-program through its web-view
 * page; elsewhere a new browsing context with no opener. Only http(s) is ever followed.
 */
export function openExternalLink(clientType: ClientType, href: string): void {
  let url: URL;
  try {
    url = new URL(href, location.href);
  } catch {
    return;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return;
  if (clientType === '2') {
    const webView = { url: `${MINI_PROGRAM_WEBVIEW}?url=${encodeURIComponent(url.href)}` };
    const ready = readyMiniProgramBridge();
    if (ready) return ready.navigateTo(webView);
    // Inside a host whose SDK is still loading: no pop-up to keep within the tap.
    if (currentMiniProgramHost()) return void miniProgramBridge().then((bridge) => bridge?.navigateTo(webView));
  }
  if (url.origin === location.origin) location.assign(url.href);
  else window.open(url.href, '_blank', 'noopener,noreferrer');
}
