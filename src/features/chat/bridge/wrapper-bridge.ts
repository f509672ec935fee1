// Messages between the chat page and its host (spec points 2 and 4), by clientType:
//  '1' app wrapper: the React Native WebView interface (window.ReactNativeWebView.postMessage,
//      JSON text) when present, else window.parent.postMessage (an iframe host);
//  '2' mini-program: wx.miniProgram.postMessage({data}) when the SDK is there, else nothing
//      (the spec: posting does nothing for type 2 outside the SDK);
//  '0' plain web: no host, nothing is posted.
// Incoming: {type: 'interactMsg', content} by window (iframe host, wrapper's injected
// postMessage) or document (React Native on Android) 'message' events, from the parent or
// the page itself only.
import type { WrapperMessage } from '../../../lib/contract/chat';
import type { ClientType } from '../lib/client-type';

interface MiniProgramSdk {
  postMessage?: (message: { data: unknown }) => void;
  switchTab?: (options: { url: string }) => void;
  navigateTo?: (options: { url: string }) => void;
}

interface HostGlobals {
  ReactNativeWebView?: { postMessage: (text: string) => void };
  wx?: { miniProgram?: MiniProgramSdk };
}

const host = () => window as unknown as HostGlobals;
const miniProgram = () => host().wx?.miniProgram;

export const MINI_PROGRAM_HOME = '/pages/index/index';
export const MINI_PROGRAM_WEBVIEW = '/pages/webview/index';

export function postToWrapper(clientType: ClientType, message: WrapperMessage): void {
  try {
    if (clientType === '1') {
      const native = host().ReactNativeWebView;
      if (native) native.postMessage(JSON.stringify(message));
      else if (window.parent !== window) window.parent.postMessage(message, '*');
    } else if (clientType === '2') {
      miniProgram()?.postMessage?.({ data: message });
    }
  } catch {
    // A host that went away must not break the page.
  }
}

/** The mini-program's home tab (the back icon for clientType 2). */
export function backToMiniProgramHome(): void {
  miniProgram()?.switchTab?.({ url: MINI_PROGRAM_HOME });
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

/** Calls `onQuestion` with the content of each interactMsg; returns the unsubscribe. */
export function listenForInteractMsg(onQuestion: (content: string) => void): () => void {
  const handle = (event: Event) => {
    const message = event as MessageEvent;
    const trusted = message.source === null || message.source === window || message.source === window.parent;
    if (!trusted) return;
    const content = readInteractMsg(message.data);
    if (content !== null) onQuestion(content);
  };
  window.addEventListener('message', handle);
  document.addEventListener('message', handle);
  return () => {
    window.removeEventListener('message', handle);
    document.removeEventListener('message', handle);
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
  const sdk = miniProgram();
  if (clientType === '2' && sdk?.navigateTo) {
    sdk.navigateTo({ url: `${MINI_PROGRAM_WEBVIEW}?url=${encodeURIComponent(url.href)}` });
    return;
  }
  if (url.origin === location.origin) location.assign(url.href);
  else window.open(url.href, '_blank', 'noopener,noreferrer');
}
