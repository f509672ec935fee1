import { useLingui } from '@lingui/react';
import { Outlet, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { mergeRouteMeta } from '@/lib/route-meta';
import { reapplyRouteChrome } from '../route-chrome';
import { BottomTabs } from './bottom-tabs';
import { DeferredMiniPlayer } from './deferred-mini-player';
import { OfflineBanner } from './offline-banner';
import { TopBar } from './top-bar';
import { UpdatePrompt } from './update-prompt';
import { ToastViewport } from '@/components/ui/toast-viewport';

export function AppLayout() {
  const { i18n } = useLingui();
  const meta = mergeRouteMeta(useMatches());

  // A language switch re-titles the current page.
  useEffect(() => reapplyRouteChrome(), [i18n.locale]);

  const classes = ['app', meta.footer && 'has-footer', meta.fixedLayout && 'is-fixed', meta.handleArea && 'has-handle']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      {meta.title && meta.navBar ? <TopBar title={i18n._(meta.title)} /> : null}
      <OfflineBanner />
      <UpdatePrompt />
      <main className="page" id="main">
        <Outlet />
      </main>
      <DeferredMiniPlayer />
      {meta.footer ? <BottomTabs /> : null}
      <ToastViewport />
    </div>
  );
}
