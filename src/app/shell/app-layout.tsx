import { useLingui } from '@lingui/react';
import { Link, Outlet, useLocation, useMatches } from '@tanstack/react-router';
import { LinkProvider, type LinkRenderer } from '@/components/ui/app-link';
import { mergeRouteMeta } from '@/lib/route-meta';
import { hostDrawsBack, routeDrawsBack } from '../host';
import { readHostSignals } from '../host-signals';
import { BackBar } from './back-bar';
import { DeferredMiniPlayer } from './deferred-mini-player';
import { ShellFrame } from './shell-frame';

// Under the router, every AppLink is the router's <Link> (active state, preloading on intent).
// AppLink's props are the router Link's own (it is typed as Link), so they pass through as they are.
const renderRouterLink: LinkRenderer = (props) => <Link {...(props as Parameters<typeof Link>[0])} />;

/** The root route's component: the shell around the current route. */
export function AppLayout() {
  const { i18n } = useLingui();
  const meta = mergeRouteMeta(useMatches());
  const { pathname, clientType } = useLocation({
    select: (location) => ({ pathname: location.pathname, clientType: location.search.clientType as unknown }),
  });
  // Below a tab (no bottom tabs) and not /login, whose top bar is the spec's: the back bar,
  // unless the host (mini-program, app wrapper) or the page itself draws a way back.
  const backBar =
    !meta.footer && !meta.navBar && !hostDrawsBack(readHostSignals()) && !routeDrawsBack(pathname, clientType);

  return (
    <LinkProvider value={renderRouterLink}>
      <ShellFrame
        meta={meta}
        // With the router's code, never on the first screen of /: drawn with the screen, not after it.
        backBar={backBar ? <BackBar title={meta.title ? i18n._(meta.title) : ''} /> : null}
        miniPlayer={<DeferredMiniPlayer />}
      >
        <Outlet />
      </ShellFrame>
    </LinkProvider>
  );
}
