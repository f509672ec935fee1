// Toasts: a list in the store, shown by <ToastViewport/>. Errors and successes leave after
// a few seconds; a loading toast stays until its call ends.
import { appStore, atom } from './store';

export type ToastTone = 'error' | 'success' | 'loading';

export interface Toast {
  id: number;
  tone: ToastTone;
  text: string;
  code?: string | null;
}

export const toastsAtom = atom<Toast[]>([]);
export const TOAST_DURATION_MS = 3000;

let nextId = 1;

export function dismissToast(id: number): void {
  appStore.set(toastsAtom, (list) => list.filter((toast) => toast.id !== id));
}

export function showToast(tone: ToastTone, text: string, code?: string | null): () => void {
  const id = nextId++;
  // At most three on screen: the oldest leaves first.
  appStore.set(toastsAtom, (list) => [...list.slice(-2), { id, tone, text, code }]);
  if (tone !== 'loading') setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return () => dismissToast(id);
}
