import { appStore, onlineAtom } from './store';

export function watchOnlineState(): void {
  const update = () => appStore.set(onlineAtom, navigator.onLine);
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
}
