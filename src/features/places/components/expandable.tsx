// Long text shown by its first lines with "Read more". The whole text stays in the page (a
// screen reader reads it all, find-in-page finds it); only its height is held back.
import { useLingui } from '@lingui/react/macro';
import { useId, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import './expandable.css';

export function Expandable({ children, lines = 4 }: { children: ReactNode; lines?: number }) {
  const { t } = useLingui();
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    // The text may change after the first paint (a translation arriving, the language switched).
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <div
        id={id}
        ref={box}
        className={open ? 'expandable' : 'expandable is-clamped'}
        style={{ '--expandable-lines': lines } as CSSProperties}
      >
        {children}
      </div>
      {overflows || open ? (
        <button
          type="button"
          className="expandable-toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t`Show less` : t`Read more`}
        </button>
      ) : null}
    </>
  );
}
