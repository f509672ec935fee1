import { Trans } from '@lingui/react/macro';
import { AppLink } from '@/components/ui/app-link';
import { lazy, Suspense, useDeferredValue, useEffect, useRef } from 'react';
import { afterNextPaint } from '@/lib/after-paint';
import { LoadingState } from '@/components/ui/loading-state';
import { InstallOffer } from '@/components/install/install-offer';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { useHomeRefresh } from '../hooks/use-home-refresh';
import { useHomeSections } from '../hooks/use-home-sections';
import { startHomeRefresh } from '../state/home-refresh';
import { BannerCarousel } from './banner-carousel';
import { GuideCard } from './guide-card';
import { HomeSection } from './home-section';
import { QuickEntries } from './quick-entries';
import { ScenicCard } from './scenic-card';

// Shown only when a list is empty or nothing could be loaded: not part of the first screen.
const EmptyState = lazy(() => import('@/components/ui/empty-state').then((m) => ({ default: m.EmptyState })));
const NetworkError = lazy(() => import('@/components/errors/network-error').then((m) => ({ default: m.NetworkError })));

/** Local first: the page's boot lists or Dexie's render at once; the network refresh rewrites Dexie. */
export function HomePage() {
  const { state, retry } = useHomeRefresh();
  // Deferred: the render that fills every section is time-sliced rather than one long task.
  const sections = useDeferredValue(useHomeSections());
  const reading = sections === undefined;
  const { banners, scenic, popular, guides } = sections ?? {
    banners: null,
    scenic: null,
    popular: null,
    guides: null,
  };
  const neverStored = [banners, scenic, popular, guides].every((list) => list === null);
  // The refresh (the network, which fills Dexie for offline use) starts once the page knows
  // what it holds: with lists to show (the server's, or Dexie's), after they are painted, so
  // the first screen does not share the main thread with it; with none, at once.
  const refreshed = useRef(false);
  useEffect(() => {
    if (reading || refreshed.current) return;
    refreshed.current = true;
    if (neverStored) void startHomeRefresh();
    else afterNextPaint(() => void startHomeRefresh());
  }, [reading, neverStored]);
  // The sections below the first screen render in a second, interruptible pass.
  const belowTheFold = useDeferredValue(true, false);

  return (
    <div className="home">
      <header className="home-header">
        <p className="home-brand">
          <Trans>Scenic area guide</Trans>
        </p>
        <LanguageSwitcher />
      </header>
      <QuickEntries />
      {reading || (neverStored && state !== 'failed') ? (
        <LoadingState />
      ) : neverStored ? (
        <Suspense fallback={null}>
          <NetworkError onRetry={retry} />
        </Suspense>
      ) : (
        <Suspense fallback={null}>
          {banners && banners.length > 0 ? <BannerCarousel banners={banners} /> : null}
          <HomeSection
            id="home-scenic"
            title={<Trans>Scenic areas</Trans>}
            action={
              <AppLink to="/poiList" className="section-link">
                <Trans>See all</Trans>
              </AppLink>
            }
          >
            {scenic && scenic.length > 0 ? (
              <div className="card-grid">
                {scenic.map((area) => (
                  <ScenicCard key={area.id} area={area} />
                ))}
              </div>
            ) : (
              <EmptyState />
            )}
          </HomeSection>
          {/* Below the first list: the offer arrives late (the browser's prompt) and must not
              push the content the visitor is reading (layout shift). */}
          <InstallOffer />
          {belowTheFold ? (
            <>
              <HomeSection id="home-guides" title={<Trans>Gold-medal guides</Trans>}>
                {guides && guides.length > 0 ? (
                  <div className="guide-strip">
                    {guides.map((guide) => (
                      <GuideCard key={guide.id} guide={guide} />
                    ))}
                  </div>
                ) : (
                  <EmptyState />
                )}
              </HomeSection>
              <HomeSection id="home-popular" title={<Trans>Popular scenic areas</Trans>}>
                {popular && popular.length > 0 ? (
                  <div className="card-list">
                    {popular.map((area) => (
                      <ScenicCard key={area.id} area={area} wide />
                    ))}
                  </div>
                ) : (
                  <EmptyState />
                )}
              </HomeSection>
            </>
          ) : null}
        </Suspense>
      )}
    </div>
  );
}
