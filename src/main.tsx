import { I18nProvider } from '@lingui/react';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { bindApiToApp } from '@/app/api-bindings';
import { activateLocale, i18n } from '@/lib/i18n';
import { scheduleBackgroundWork } from '@/app/background-work';
import { captureInstallPrompt } from '@/app/install-prompt-capture';
import { watchOnlineState } from '@/app/online-state';
import { followFromFirstScreen, setRouterRenderer, showRouter } from '@/app/router-host';
import { FirstScreen, startFirstScreen } from '@/app/shell/first-screen';
import { applyStartupParams, parseStartupParams } from '@/app/startup-params';
import { appStore, langAtom, StoreProvider } from '@/lib/store';
// Directly, not through the tracking index: the first load takes this listener only.
import { captureEarlyClicks } from '@/lib/tracking/early-clicks';
import '@/app/styles.css';

applyStartupParams(parseStartupParams(window.location));
bindApiToApp();
watchOnlineState();
captureInstallPrompt();
captureEarlyClicks();

await activateLocale(appStore.get(langAtom));

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');
const root = createRoot(element);
// A transition render is time-sliced: the first render (and the router's tree replacing the
// first screen) yields to the browser instead of blocking the main thread in one long task.
const render = (content: ReactNode) =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <StoreProvider store={appStore}>
          <I18nProvider i18n={i18n}>{content}</I18nProvider>
        </StoreProvider>
      </StrictMode>,
    );
  });
setRouterRenderer(render);

// The first screen of / needs no router: it paints first, the router loads after it and mounts
// at the first navigation. Every other address opens with the router.
const firstScreen = window.location.pathname === '/';
if (firstScreen) {
  followFromFirstScreen();
  await startFirstScreen();
  render(<FirstScreen />);
} else {
  void showRouter();
}

// Not needed to paint the first screen: loaded (as their own chunks) once it is painted, one
// at a time when the main thread is idle (src/app/background-work.ts).
scheduleBackgroundWork(firstScreen);
