// Where the home page offers installation: the banner's code loads only once there is
// something to offer (the browser's prompt arrived, or iOS Safari), never with the first screen.
import { lazy, Suspense } from 'react';
import { installPromptAtom, useAtomValue } from '../store';

const InstallBanner = lazy(() => import('./install-banner').then((module) => ({ default: module.InstallBanner })));


/** iOS Safari, not yet installed: it has no install prompt; the visitor uses the share sheet. */
export const isIosBrowser = (): boolean =>
  /iphone|ipad|ipod/i.test(navigator.userAgent) && !(navigator as Navigator & { standalone?: boolean }).standalone;

export function InstallOffer() {
  const prompt = useAtomValue(installPromptAtom);
  if (!prompt && !isIosBrowser()) return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner />
    </Suspense>
  );
}
