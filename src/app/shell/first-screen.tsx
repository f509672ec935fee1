// The first screen of /, drawn before the router exists: the shell around the home page, with
// the same elements the router's tree draws there (app-layout.tsx + the / route), so nothing
// moves when the router's tree takes over at the first navigation. No router code loads
// before this screen is painted (docs/decisions/0065-the-first-screen-without-the-router.md).
import { useEffect } from 'react';
import { bootSnapshot, HomePage, startHomeRefresh } from '@/features/home';
import { firstScreenRendered } from '../after-first-screen';
import { HOME_META } from '../home-meta';
import { applyRouteChrome } from '../route-chrome';
import { ShellFrame } from './shell-frame';

/** What the / route's loader does, for a start without the router. */
export function startFirstScreen(): void {
  applyRouteChrome([{ staticData: HOME_META }]);
  // Without boot lists in the page (the service worker's shell), the network refresh starts
  // at once; it never blocks: stored data shows as soon as Dexie is read.
  if (!bootSnapshot()) void startHomeRefresh();
}

export function FirstScreen() {
  useEffect(() => firstScreenRendered(), []);
  return (
    <ShellFrame meta={HOME_META}>
      <HomePage />
    </ShellFrame>
  );
}
