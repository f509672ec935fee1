import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { ContentImage } from '@/components/ui/content-image';
import './places.css';

/**
 * A swipeable strip of pictures (scroll snap: the browser's own swipe, no timers), with
 * buttons for those who do not swipe and a 'n / total' counter.
 */
export function ImageGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useLingui();
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const total = images.length;

  const go = (index: number) => {
    const el = strip.current;
    if (!el) return;
    const target = Math.max(0, Math.min(total - 1, index));
    el.scrollTo({
      left: target * el.clientWidth,
      behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    });
  };

  return (
    <section className="gallery" aria-roledescription={t`gallery`} aria-label={t`Pictures of ${name}`}>
      <div
        ref={strip}
        className="gallery-strip"
        tabIndex={0}
        onScroll={(event) => {
          const el = event.currentTarget;
          setCurrent(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
        }}
      >
        {images.map((src, index) => {
          const position = t`Picture ${index + 1} of ${total}`;
          return (
            <ContentImage
              key={`${src}-${index}`}
              src={src}
              size="wide"
              alt={`${name}, ${position}`}
              width={1024}
              height={600}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              className="gallery-image"
            />
          );
        })}
      </div>
      {total > 1 ? (
        <div className="gallery-controls">
          <button
            type="button"
            className="gallery-button"
            aria-label={t`Previous picture`}
            disabled={current === 0}
            onClick={() => go(current - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <span className="gallery-counter" aria-live="polite">
            {current + 1} / {total}
          </span>
          <button
            type="button"
            className="gallery-button"
            aria-label={t`Next picture`}
            disabled={current >= total - 1}
            onClick={() => go(current + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
