// The one owner of the mini-program hosts' bridges (spec points 2, 3 and 7): the messaging
// app (terminal 1), the short-video app (4) and the pay app (6). Inside the messaging app's
// web view the bridge is its JS-SDK (`weixin-js-sdk`), loaded here lazily and only when the
// page runs there, so no other visitor downloads it; the SDK then talks to the host's native
// WeixinJSBridge (and sends its own usage report, as in the original). The short-video and pay
// hosts inject their bridges themselves (`tt.miniProgram`, `my`); a bridge a host has already
// injected is used as it is. Every call is best effort: a host that went away or refuses
// must not break the page.
import { detectMiniProgramHost, type MiniProgramHost } from './contract/mini-program';
import { currentTerminal } from './terminal';

export { detectMiniProgramHost, type MiniProgramHost };

/** What the pages ask of a host (the subset of the hosts' bridges this app uses). */
export interface MiniProgramBridge {
  navigateTo(options: { url: string }): void;
  switchTab(options: { url: string }): void;
  postMessage(options: { data: unknown }): void;
}

interface HostGlobals {
  wx?: { miniProgram?: Partial<MiniProgramBridge> };
  tt?: { miniProgram?: Partial<MiniProgramBridge> };
  my?: {
    navigateTo?: (options: { url: string }) => void;
    switchTab?: (options: { url: string }) => void;
    postMessage?: (data: unknown) => void;
  };
  __wxjs_environment?: string;
}

const globals = () => window as unknown as HostGlobals;

export function currentMiniProgramHost(): MiniProgramHost | null {
  return detectMiniProgramHost({
    userAgent: navigator.userAgent,
    terminal: currentTerminal(),
    wxjsEnvironment: globals().__wxjs_environment,
  });
}

/** A host bridge's calls, each guarded; a missing method does nothing. */
function guarded(bridge: Partial<MiniProgramBridge>): MiniProgramBridge {
  const call =
    <K extends keyof MiniProgramBridge>(name: K) =>
    (options: Parameters<MiniProgramBridge[K]>[0]) => {
      try {
        (bridge[name] as ((o: typeof options) => void) | undefined)?.(options);
      } catch {
        // The host went away or refused: the page carries on.
      }
    };
  return { navigateTo: call('navigateTo'), switchTab: call('switchTab'), postMessage: call('postMessage') };
}

/** A bridge the host injected: the messaging or short-video app's miniProgram, or the pay app's `my`. */
function injectedBridge(): MiniProgramBridge | null {
  const { wx, tt, my } = globals();
  const miniProgram = wx?.miniProgram ?? tt?.miniProgram;
  if (miniProgram) return guarded(miniProgram);
  if (my?.navigateTo) {
    return guarded({
      navigateTo: (o) => my.navigateTo?.(o),
      switchTab: (o) => my.switchTab?.(o),
      postMessage: (o) => my.postMessage?.(o.data),
    });
  }
  return null;
}

let loading: Promise<MiniProgramBridge | null> | null = null;
let loaded: MiniProgramBridge | null = null;
// The whole SDK object (its address picker and the rest), for messagingSdk.
let loadedSdk: object | null = null;

/** Loads the messaging app's JS-SDK (a chunk of its own) once. */
function loadMessagingSdk(): Promise<MiniProgramBridge | null> {
  loading ??= import('weixin-js-sdk').then(
    (module) => {
      loadedSdk = module.default;
      return (loaded = guarded(module.default.miniProgram));
    },
    () => {
      loading = null; // offline: the next call tries again
      return null;
    },
  );
  return loading;
}

/**
 * The host's bridge: the one it injected, else (inside the messaging app) its JS-SDK, loaded
 * now; null in a plain browser, where the callers say that the host is not there.
 */
export async function miniProgramBridge(): Promise<MiniProgramBridge | null> {
  const injected = injectedBridge();
  if (injected) return injected;
  return currentMiniProgramHost() === 'messaging' ? loadMessagingSdk() : null;
}

/** The bridge if it is there now (injected, or the SDK already loaded): for calls that must stay in the tap. */
export function readyMiniProgramBridge(): MiniProgramBridge | null {
  return injectedBridge() ?? loaded;
}

/** Inside the messaging app, starts loading its SDK early (after the first screen) so taps find it ready. */
export function preloadMiniProgramBridge(): void {
  if (!injectedBridge() && currentMiniProgramHost() === 'messaging') void loadMessagingSdk();
}

/**
 * The messaging app's whole JS-SDK object (`wx`: its address picker and the rest): one the
 * page already has (injected), else, inside that app, the module loaded here; null elsewhere.
 * Its calls are the caller's to guard.
 */
export async function messagingSdk(): Promise<object | null> {
  const injected = globals().wx;
  if (injected) return injected;
  if (currentMiniProgramHost() !== 'messaging') return null;
  await loadMessagingSdk();
  return loadedSdk;
}
