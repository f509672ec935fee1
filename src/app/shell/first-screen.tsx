// The first screen of /, drawn before the router exists: the shell around the home page, with
// the same elements the router's tree draws there (app-layout.tsx + the / route), so nothing
// moves when the router's tree takes over at the first navigation. No router code loads
// before this screen is painted (docs/decisions/0065-the-first-screen-without-the-router.md).
import { useEffect } from 'react';
import { bootSnapshot, HomePage, readHomeEarly } from '@/features/home';
import { firstScreenRendered } from '../after-first-screen';
import { HOME_META } from '../home-meta';
import { applyRouteChrome } from '../route-chrome';
import { ShellFrame } from './shell-frame';

/** The longest the first render waits for Dexie (it usually answers in tens of milliseconds). */
const EARLY_READ_MS = 400;

/**
 * Before the first render of /: its title and background; and without lists in the page (the
 * service worker's copy of it: the installed app opening), what Dexie holds, so that the first
 * render draws the lists rather than a loading state. The boot skeleton stays on screen
 * meanwhile; a slow database does not hold the screen back for more than a moment.
 */
export async function startFirstScreen(): Promise<void> {
  applyRouteChrome([{ staticData: HOME_META }]);
  if (!bootSnapshot()) await readHomeEarly(EARLY_READ_MS);
}

export function FirstScreen() {
  useEffect(() => firstScreenRendered(), []);
  return (
    <ShellFrame meta={HOME_META}>
      <HomePage />
    </ShellFrame>
  );
}
