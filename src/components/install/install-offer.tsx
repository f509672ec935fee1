// Where the home page offers installation: the banner's code loads only once there is
// something to offer (the browser's prompt arrived, or iOS Safari), never with the first screen.
import { lazy, Suspense } from 'react';
import { installPromptAtom, useAtomValue } from '@/lib/store';
import { isIosBrowser } from './ios-browser';

const InstallBanner = lazy(() => import('./install-banner').then((module) => ({ default: module.InstallBanner })));

export function InstallOffer() {
  const prompt = useAtomValue(installPromptAtom);
  if (!prompt && !isIosBrowser()) return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner />
    </Suspense>
  );
}
