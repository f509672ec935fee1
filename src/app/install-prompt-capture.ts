// Keeps the browser's install prompt for the app's own button (the event fires once, early).
import { appStore, installPromptAtom, type InstallPromptEvent } from '@/lib/store';

export function captureInstallPrompt(): void {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // our button, not the browser's mini-infobar
    appStore.set(installPromptAtom, event as InstallPromptEvent);
  });
  addEventListener('appinstalled', () => appStore.set(installPromptAtom, null));
}
