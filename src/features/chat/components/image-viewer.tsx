import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';

/** A question's image full screen; a tap on the overlay (or Escape) closes it. */
export function ImageViewer({ src, onClose }: { src: string; onClose: () => void }) {
  const { t } = useLingui();
  const overlay = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    overlay.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="chat-image-viewer" role="dialog" aria-modal="true" aria-label={t`Image`}>
      <button
        ref={overlay}
        type="button"
        className="chat-image-overlay"
        onClick={onClose}
        aria-label={t`Close the image`}
      >
        <img src={src} alt="" />
      </button>
    </div>
  );
}
