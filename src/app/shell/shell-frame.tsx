// What every screen sits in: the banners (offline, new version), the page, the bottom tabs
// where the route has them, the toasts. Drawn by the router's root route (app-layout.tsx) and,
// before the router exists, by the first screen of / (first-screen.tsx): the same elements.
import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { ensureFullCatalog } from '@/lib/i18n';
import type { RouteMeta } from '@/lib/route-meta';
import { machineTextCountAtom, useAtomValue } from '@/lib/store';
import { reapplyRouteChrome } from '../route-chrome';
import { BottomTabs } from './bottom-tabs';
import { OfflineBanner } from './offline-banner';
import { TopBar } from './top-bar';
import { UpdatePrompt } from './update-prompt';
import { ToastViewport } from '@/components/ui/toast-viewport';

// Only once a screen shows machine-made text; its strings are in the full catalog (the first
// screen of / has only the shell's).
const MachineNotice = lazy(async () => {
  const [module] = await Promise.all([import('@/features/translation/machine-notice'), ensureFullCatalog()]);
  return module;
});

export interface ShellFrameProps {
  meta: RouteMeta;
  /** The back bar, where the screen has one (app-layout.tsx decides). */
  backBar?: ReactNode;
  /** The mini-player's slot (under the router only). */
  miniPlayer?: ReactNode;
  children: ReactNode;
}

export function ShellFrame({ meta, backBar, miniPlayer, children }: ShellFrameProps) {
  const { i18n } = useLingui();
  const machineText = useAtomValue(machineTextCountAtom) > 0;

  // Every catalog change re-titles the current page: a language switch, and the full catalog
  // arriving (a title outside the first screen's strings was read before it).
  useEffect(() => {
    reapplyRouteChrome();
    return i18n.on('change', reapplyRouteChrome);
  }, [i18n]);

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
      {backBar}
      <OfflineBanner />
      <UpdatePrompt />
      <main className="page" id="main">
        {children}
        {/* One notice of machine-made text for the screen, whatever number of texts it has. */}
        {machineText ? (
          <Suspense fallback={null}>
            <MachineNotice />
          </Suspense>
        ) : null}
      </main>
      {miniPlayer}
      {meta.footer ? <BottomTabs /> : null}
      <ToastViewport />
    </div>
  );
}
