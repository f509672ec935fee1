// Who draws the way back (issue 16). Inside a mini-program (terminal 1, 4 or 6) and inside
// the app wrapper the host draws its own back button, so the app keeps the spec's rule there
// (only /login has a top bar). In a plain browser tab and in the installed app nothing else
// does, so every screen below a tab gets a back bar (docs/decisions/0048-a-way-back.md).
//
// The app wrapper is known by the React Native WebView interface it injects (the one the chat
// bridge already posts to), or by an address that said clientType=1 (kept for the visit);
// clientType=2 names a mini-program the same way. /chatInteract decides by its own clientType:
// for '2' (its default) the page draws the spec's back icon to the mini-program's home tab,
// for '1' the wrapper draws one; only '0' (plain web) leaves the way back to the app.
export interface HostSignals {
  /** The visit's terminal (session storage) is a mini-program's: 1, 4 or 6. */
  miniProgramTerminal: boolean;
  /** The visit's clientType (session storage), when the address gave one. */
  clientType: string | null;
  /** window.ReactNativeWebView exists: the page runs in the app wrapper. */
  nativeWrapper: boolean;
}

export function hostDrawsBack(signals: HostSignals): boolean {
  return (
    signals.miniProgramTerminal || signals.nativeWrapper || signals.clientType === '1' || signals.clientType === '2'
  );
}

/** /chatInteract draws its own back icon (clientType 2) or lives in the wrapper (1). */
export function routeDrawsBack(pathname: string, routeClientType: unknown): boolean {
  if (pathname !== '/chatInteract') return false;
  const value = routeClientType === undefined || routeClientType === '' ? '2' : String(routeClientType);
  return value !== '0';
}
