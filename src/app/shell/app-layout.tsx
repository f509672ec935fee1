import { useLingui } from '@lingui/react';
import { Outlet, useLocation, useMatches } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { mergeRouteMeta } from '@/lib/route-meta';
import { hostDrawsBack, routeDrawsBack } from '../host';
import { readHostSignals } from '../host-signals';
import { reapplyRouteChrome } from '../route-chrome';
import { BottomTabs } from './bottom-tabs';
import { DeferredMiniPlayer } from './deferred-mini-player';
import { OfflineBanner } from './offline-banner';
import { TopBar } from './top-bar';
import { UpdatePrompt } from './update-prompt';
import { ToastViewport } from '@/components/ui/toast-viewport';
import { MachineNotice } from '@/components/ui/machine-notice';
import { MachineTextScope } from '@/components/ui/machine-text-scope';

// Never on / (a tab root): its code stays out of the first screen's bytes.
const BackBar = lazy(() => import('./back-bar').then((module) => ({ default: module.BackBar })));

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

  // A language switch re-titles the current page.
  useEffect(() => reapplyRouteChrome(), [i18n.locale]);

  const classes = [
    'app',
    meta.footer && 'has-footer',
    meta.fixedLayout && 'is-fixed',
    meta.handleArea && 'has-handle',
    backBar && 'has-back-bar',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      {meta.title && meta.navBar ? <TopBar title={i18n._(meta.title)} /> : null}
      {backBar ? (
        <Suspense fallback={<div className="back-bar" aria-hidden="true" />}>
          <BackBar title={meta.title ? i18n._(meta.title) : ''} />
        </Suspense>
      ) : null}
      <OfflineBanner />
      <UpdatePrompt />
      <main className="page" id="main">
        {/* One notice of machine-made text for the screen, whatever number of texts it has. */}
        <MachineTextScope notice={<MachineNotice />}>
          <Outlet />
        </MachineTextScope>
      </main>
      <DeferredMiniPlayer />
      {meta.footer ? <BottomTabs /> : null}
      <ToastViewport />
    </div>
  );
}
