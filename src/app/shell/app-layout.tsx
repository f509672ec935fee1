import { useLingui } from '@lingui/react';
import { Outlet, useLocation, useMatches } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { mergeRouteMeta } from '@/lib/route-meta';
import { machineTextCountAtom, useAtomValue } from '@/lib/store';
import { hostDrawsBack, routeDrawsBack } from '../host';
import { readHostSignals } from '../host-signals';
import { reapplyRouteChrome } from '../route-chrome';
import { BottomTabs } from './bottom-tabs';
import { DeferredMiniPlayer } from './deferred-mini-player';
import { OfflineBanner } from './offline-banner';
import { TopBar } from './top-bar';
import { UpdatePrompt } from './update-prompt';
import { ToastViewport } from '@/components/ui/toast-viewport';

// Never on / (a tab root): its code stays out of the first screen's bytes.
const BackBar = lazy(() => import('./back-bar').then((module) => ({ default: module.BackBar })));
// Only once a screen shows machine-made text.
const MachineNotice = lazy(() => import('@/features/translation/machine-notice'));

export function AppLayout() {
  const { i18n } = useLingui();
  const machineText = useAtomValue(machineTextCountAtom) > 0;
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
        <Outlet />
        {/* One notice of machine-made text for the screen, whatever number of texts it has. */}
        {machineText ? (
          <Suspense fallback={null}>
            <MachineNotice />
          </Suspense>
        ) : null}
      </main>
      <DeferredMiniPlayer />
      {meta.footer ? <BottomTabs /> : null}
      <ToastViewport />
    </div>
  );
}
