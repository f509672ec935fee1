import { toastsAtom } from '@/lib/toasts';
import { useAtomValue } from '@/lib/store';

export function ToastViewport() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <div className="toast-viewport" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.tone}`} role={toast.tone === 'error' ? 'alert' : 'status'}>
          <span>{toast.text}</span>
          {toast.code ? <span className="toast-code">{toast.code}</span> : null}
        </div>
      ))}
    </div>
  );
}
