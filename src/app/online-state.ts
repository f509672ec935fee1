import { appStore, onlineAtom } from '@/lib/store';

export function watchOnlineState(): void {
  const update = () => appStore.set(onlineAtom, navigator.onLine);
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
}
